// Run before the npm scripts that start scripts/*.ts (the pre… hooks in package.json) and by
// .ci/run: an older Node fails on the .ts file itself (ERR_UNKNOWN_FILE_EXTENSION) before any
// check inside it could run. Plain CommonJS, so that any Node can read it.
'use strict';
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const range = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')).engines.node;
const [, wantMajor, wantMinor] = /^>=(\d+)\.(\d+)/.exec(range).map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < wantMajor || (major === wantMajor && minor < wantMinor)) {
  console.error(`This project needs Node.js ${range} (${process.version} is running). Use Node 24 (.nvmrc: \`nvm use\`), ` + 'then `npm ci` again.');
  process.exit(1);
}
