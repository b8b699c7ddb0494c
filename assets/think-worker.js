// Hard's thinking off the page's thread (src/ui/worker.rs). The page starts this module worker
// and sends it first the bundle it runs (its script and wasm): the same bundle starts here, finds
// no window, and answers the page's requests from then on, instead of drawing. Requests that
// come while it starts wait for it. If it cannot start, the page is told (a string) and thinks
// on its own thread instead.
let waiting = [];
self.onmessage = (event) => {
  const bundle = event.data;
  self.onmessage = (later) => waiting.push(later);
  import(bundle.js)
    .then((module) => module.default({ module_or_path: bundle.wasm }))
    .then(() => {
      // The bundle's start has put its own handler in place.
      for (const later of waiting) self.onmessage(later);
      waiting = null;
    })
    .catch((error) => self.postMessage("the worker did not start: " + error));
};
