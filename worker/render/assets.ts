// The client bundle's URLs from Vite's manifest of the client build, which the build writes into
// this module (vite.config.ts, clientManifest); under Vite's dev server, the sources.
const CLIENT_ENTRY = 'client/entry.tsx';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

// Replaced by the client build's manifest when the worker is built; stays a string in dev.
const manifest: Manifest | string = '__CLIENT_MANIFEST__';

/** What tells this build's client files apart from another build's: part of every page's ETag. */
export const CLIENT_BUILD = typeof manifest === 'string' ? 'dev' : JSON.stringify(manifest);

type Files = { scripts: string[]; styles: string[] };

/** The chunk of a module and every chunk it imports statically, and their CSS, as URLs (none under the dev server). */
export function moduleFiles(module: string): Files {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = typeof manifest === 'string' ? undefined : manifest[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const file of chunk.css ?? []) styles.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(module);
  return { scripts: [...scripts], styles: [...styles] };
}

/** The entry's script, and its stylesheet, which may sit with a chunk the entry imports rather than with the entry itself. */
export function entryFiles(): Files {
  if (typeof manifest === 'string') return { scripts: ['/@vite/client', `/${CLIENT_ENTRY}`], styles: [] };
  const entry = manifest[CLIENT_ENTRY];
  return { scripts: entry ? [`/${entry.file}`] : [], styles: moduleFiles(CLIENT_ENTRY).styles };
}
