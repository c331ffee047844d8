// Loads a server-rendered page's code once the page has loaded (decision 43): its HTML already shows the content,
// so on a slow link the first screen's pictures arrive before the code that makes the page interactive. The
// server names the entry and every script the page runs; all are fetched at once, then the entry hydrates.
(function () {
  var script = document.currentScript;
  function start() {
    var preload = (script.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preload.length; i += 1) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    import(script.getAttribute('data-entry'));
  }
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
