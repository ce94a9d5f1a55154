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
// Tests are left out: a test may import whatever it checks.

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

/** One rule per layer but the top: nothing it imports lies in a layer above it. */
const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name}`,
  comment: `shared/ is layered (see the top of this file): the ${layer.name} layer imports only the layers below it, never ${LAYERS.slice(index + 1)
    .map((above) => above.name)
    .join(', ')}.`,
  severity: 'error',
  from: { path: layer.path },
  to: { path: LAYERS.slice(index + 1).map((above) => above.path) },
}));

module.exports = {
  forbidden: [
    ...layerRules,
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
      from: { path: '^(shared|worker|client|reference-api)/' },
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
    exclude: { path: ['\\.test\\.tsx?$', '^tests/'] },
  },
};
