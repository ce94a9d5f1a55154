// The import rules of the code, checked by `npm run lint` (depcruise). shared/ is layered, bottom
// to top; a layer imports only the ones below it (and itself), so a change low down never needs
// one higher up, and each layer can be read and tested without those above:
//   base      constants.ts, format/, urls.ts, pages.ts: values and plain functions
//   data      data/: the upstream's shapes, its API and the list query
//   i18n      i18n/: the message runtime; features add their keys by declaration merging
//   ui        ui/: components that know no page
//   shell     shell/: layout, header, footer, search modal, banner, page head
//   features  home/, product-list/, product-detail/, company/, contact/, compare/: one folder per page kind
//   top       routes.tsx, page-route.ts, messages.server.ts: the route table and all texts
// worker/ is layered the same way:
//   core        core/: configuration, the environment's types, logging, metrics, HTTP caching rules
//   store       store/: the tiers every store is made of (memory, the location's cache, KV)
//   upstream    upstream/: every call to the upstream API
//   cache       cache/: the data cache, scope versions, the purge owner, the Workers Cache purge
//   render      render/: routing and the React render of a page
//   features    search/, contact/, images/: the Worker's search, the contact form, the image variants (none imports another)
//   request     context.ts, middleware/: the request's context and the headers on every answer
//   routes      routes/: one module per kind of address
//   entry       index.ts: the Worker's fetch and queue handlers
// Tests are left out: a test may import whatever it checks.
//
// The repository's folders stand on each other in one direction too (see the rules below):
//   shared/                 runs on the server and in the browser
//   worker/, client/        the Worker and the browser entry, each on shared/
//   reference-api/          the stand-in upstream, on its own
//   build/                  the local stack and build steps, on any of the above
//   scripts/                the npm commands and benches, on build/ and below
//   tests/                  on anything
// and no folder, at any depth, is in an import cycle with another.

const FEATURE = '^shared/(home|product-list|product-detail|company|contact|compare)/';

/** Bottom to top: each layer's name and the paths it holds. */
const LAYERS = Object.entries({
  base: '^shared/(constants\\.ts|format/|urls\\.ts|pages\\.ts)',
  data: '^shared/data/',
  i18n: '^shared/i18n/',
  ui: '^shared/ui/',
  shell: '^shared/shell/',
  features: FEATURE,
  top: '^shared/(routes\\.tsx|page-route\\.ts|messages\\.server\\.ts)$',
}).map(([name, path]) => ({ name, path }));

const WORKER_FEATURE = '^worker/(search|contact|images)/';

/** worker/'s layers, bottom to top. */
const WORKER_LAYERS = Object.entries({
  core: '^worker/core/',
  store: '^worker/store/',
  upstream: '^worker/upstream/',
  cache: '^worker/cache/',
  render: '^worker/render/',
  features: WORKER_FEATURE,
  request: '^worker/(context\\.ts$|middleware/)',
  routes: '^worker/routes/',
  entry: '^worker/(index[.]ts)$',
}).map(([name, path]) => ({ name, path }));

/** One rule per layer but the top: nothing it imports lies in a layer above it. */
const layerRules = (folder, layers) =>
  layers.slice(0, -1).map((layer, index) => ({
    name: `${folder}-layer-${layer.name}`,
    comment: `${folder}/ is layered (see the top of this file): the ${layer.name} layer imports only the layers below it, never ${layers
      .slice(index + 1)
      .map((above) => above.name)
      .join(', ')}.`,
    severity: 'error',
    from: { path: layer.path },
    to: { path: layers.slice(index + 1).map((above) => above.path) },
  }));

module.exports = {
  forbidden: [
    ...layerRules('shared', LAYERS),
    ...layerRules('worker', WORKER_LAYERS),
    {
      name: 'no-worker-feature-to-feature',
      comment: 'The search and the contact form stand on the layers below them only, so that each can change alone.',
      severity: 'error',
      from: { path: WORKER_FEATURE },
      to: { path: WORKER_FEATURE, pathNot: '^worker/$1/' },
    },
    {
      name: 'no-feature-to-feature',
      comment:
        'A feature (a kind of page) stands on the layers below it only: what two features share belongs in ui/, shell/ or data/, so that each can change alone.',
      severity: 'error',
      from: { path: FEATURE },
      to: { path: FEATURE, pathNot: '^shared/$1/' },
    },
    {
      name: 'no-circular',
      comment: 'No import cycle anywhere: a cycle makes its modules one unit that can be neither read, tested nor loaded in parts.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'client-not-to-server',
      comment:
        'The browser must never reach a *.server.ts(x) module, even through others: it would ship the texts of every language, secrets handling or Node APIs to each visitor.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '\\.server\\.tsx?$', reachable: true },
    },
    {
      name: 'shared-not-to-outside',
      comment:
        'shared/ runs on the server and in the browser alike: it imports neither the Worker, the browser entry, the reference API nor the build and its scripts.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(worker|client|reference-api|scripts|build)/' },
    },
    {
      name: 'no-folder-cycle',
      comment:
        'No two folders import each other, even through others: a folder is read, moved and tested as a unit, which a cycle between folders makes impossible.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
    {
      name: 'worker-not-to-tooling',
      comment: 'The Worker is deployed alone: it imports neither the browser entry, the reference API, the build, the scripts nor the tests.',
      severity: 'error',
      from: { path: '^worker/' },
      to: { path: '^(client|reference-api|build|scripts|tests)/' },
    },
    {
      name: 'reference-api-alone',
      comment: "The reference API stands in for the company's upstream and is deployed alone: nothing of the site, its build or its tests.",
      severity: 'error',
      from: { path: '^reference-api/' },
      to: { path: '^(worker|client|build|scripts|tests)/' },
    },
    {
      name: 'build-not-to-commands',
      comment: 'build/ is what the commands use (the local stack, the build steps): it imports neither the commands in scripts/ nor the tests.',
      severity: 'error',
      from: { path: '^build/' },
      to: { path: '^(scripts|tests)/' },
    },
    {
      name: 'scripts-not-to-tests',
      comment:
        'The commands and benches stand on build/ and below; what a bench shares with the tests (the Chromium launcher, the stand-in upstreams, the search query sets) lives in build/ or beside the bench in scripts/, never in tests/.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^tests/' },
    },
    {
      name: 'client-not-to-worker',
      comment: 'worker/ is server-only: the browser bundle must not import it.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^worker/' },
    },
  ],
  options: {
    // TypeScript 7 offers no compiler API to read sources with, so swc parses them. swc reads
    // the TypeScript source itself, so type-only imports count too: an upward type import still
    // ties a lower layer to a higher one.
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$'] },
  },
};
