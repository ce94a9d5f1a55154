// One of the two inline scripts of every page (the other: the speculation rules): it loads the client code (the entry and the matched pages'
// chunks) and the language's messages once the window has loaded, so the stylesheet and the first
// screen's images get the connection first, and the page, which works without JavaScript, shows
// before any script is fetched. Its text is the same on every page (what it loads is read from the
// page's JSON data block), so the CSP allows it by its hash (worker/middleware/security-headers.ts):
// every visitor gets the same bytes.
/** If the window's load event has not come by then, the client code loads anyway. */
export const HYDRATION_FALLBACK_MS = 3000;

/** The id of the page's JSON data block that names the files the loader fetches. */
export const PAGE_FILES_ID = 'page-files';

/** What the loader fetches: the entry's and the matched pages' module files, and the messages file. */
export interface PageFiles {
  entry: string[];
  chunks: string[];
  messages: string;
}

/**
 * The entry awaits the messages' promise (window.__pageMessages). The elements it adds need no
 * nonce: the CSP's 'strict-dynamic' trusts what a trusted script adds, modulepreload links included.
 */
export const PAGE_LOADER = `(function(){var f=JSON.parse(document.getElementById("${PAGE_FILES_ID}").textContent),done=0;function go(){if(done)return;done=1;window.__pageMessages=fetch(f.messages).then(function(r){if(!r.ok)throw new Error("messages "+r.status);return r.json()});f.chunks.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});f.entry.forEach(function(h){var s=document.createElement("script");s.type="module";s.src=h;document.head.appendChild(s)})}if(document.readyState==="complete")go();else{addEventListener("load",go);setTimeout(go,${HYDRATION_FALLBACK_MS})}})()`;
