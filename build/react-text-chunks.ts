// A Vite plugin for the Worker's build: React's streaming renderer for the edge encodes every
// piece of markup (each attribute name, value and text node) with its own TextEncoder.encode call
// and copies it into a 4 KB buffer. A CPU profile of a product list render in workerd put 42 % of
// the Worker's time there. This plugin makes the renderer keep the pieces as strings and encode
// them once per 16 KB (and at the end of each flush): the same bytes, in far fewer calls.
//
// It rewrites exact pieces of react-dom's edge production build and fails the build when any of
// them is missing, so a React upgrade that changes them cannot silently lose (or break) the
// rewrite: then check the new file and update the pieces below.
import type { Plugin } from 'vite';

const FILE = /react-dom[\\/]cjs[\\/]react-dom-server\.edge\.production\.js$/;

/** Text kept before it is encoded and handed to the stream. */
const FLUSH_AT = 16_384;

const REWRITES: [original: RegExp, replacement: string][] = [
  // Chunks become strings; writing one appends it to the pending text.
  [
    /function writeChunk\(destination, chunk\) \{[\s\S]*?\n\}\nfunction writeChunkAndReturn/,
    `var pendingText = "";
function writeChunk(destination, chunk) {
  pendingText += chunk;
  if (pendingText.length > ${FLUSH_AT}) {
    destination.enqueue(textEncoder.encode(pendingText));
    pendingText = "";
  }
}
function writeChunkAndReturn`,
  ],
  [
    /function completeWriting\(destination\) \{[\s\S]*?\n\}\n/,
    `function completeWriting(destination) {
  if (pendingText) {
    destination.enqueue(textEncoder.encode(pendingText));
    pendingText = "";
  }
}
`,
  ],
  [/function stringToChunk\(content\) \{\n  return textEncoder\.encode\(content\);\n\}/, 'function stringToChunk(content) {\n  return content;\n}'],
  [
    /function stringToPrecomputedChunk\(content\) \{\n  return textEncoder\.encode\(content\);\n\}/,
    'function stringToPrecomputedChunk(content) {\n  return content;\n}',
  ],
  [/function byteLengthOfChunk\(chunk\) \{\n  return chunk\.byteLength;\n\}/, 'function byteLengthOfChunk(chunk) {\n  return chunk.length;\n}'],
  // Boundary sizes (React's heuristics for outlining Suspense content) count characters now.
  [/segmentByteSize \+= segment\[i\]\.byteLength;/, 'segmentByteSize += segment[i].length;'],
  // A flush starts empty, as it started with a new buffer: nothing left by a failed flush leaks
  // into another answer.
  [/(function flushCompletedQueues\(request, destination\) \{\n)  currentView = new Uint8Array\(4096\);\n  writtenBytes = 0;/, '$1  pendingText = "";'],
];

export function reactTextChunks(): Plugin {
  return {
    name: 'react-text-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name !== 'client',
    transform(code, id) {
      if (!FILE.test(id)) return;
      let rewritten = code;
      for (const [original, replacement] of REWRITES) {
        const matches = rewritten.match(new RegExp(original.source, 'g'))?.length ?? 0;
        if (matches !== 1)
          this.error(`react-text-chunks: expected one match of ${original} in ${id}, found ${matches}; react-dom changed, update build/react-text-chunks.ts.`);
        rewritten = rewritten.replace(original, replacement);
      }
      return { code: rewritten, map: null };
    },
  };
}
