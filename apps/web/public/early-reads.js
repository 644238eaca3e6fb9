/*
 * Starts the first page's reads while the app's code is still on its way (issue 10). A league page asks for its
 * data only once its code has arrived and run, which on a phone's network is a second or more after the HTML:
 * a preload asked for now is ready by then, and the page's own request (the same URL, credentials and mode) is
 * answered by it instead of going out. Only the league pages a player opens at the court; the lists must be what
 * each page asks for as soon as it is drawn (src/app/early-reads.test.tsx holds them to it).
 *
 * A file of its own because the Content-Security-Policy allows no inline scripts; loaded async, so it never holds
 * up the first paint. A visitor who is not signed in gets 401s here that nothing shows.
 */
/* global window, document */
(function () {
  var match = /^\/leagues\/([1-9][0-9]{0,14})(\/standings|\/schedule|\/availability)?\/?$/.exec(
    window.location.pathname,
  );
  if (!match) return;
  var league = 'league_id=' + match[1];
  var reads = {
    '': ['divisions/getMyDivision', 'leagues/get', 'leagues/standings', 'match-proposals/get'],
    '/standings': ['leagues/standings'],
    '/schedule': ['availability/leagueAvailability', 'divisions/getMyDivision', 'match-proposals/get', 'leagues/get'],
  };
  reads['/availability'] = reads['/schedule'];
  var paths = reads[match[2] || ''];
  for (var i = 0; i < paths.length; i++) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'use-credentials';
    link.href = '/api/1.0/' + paths[i] + '?' + league;
    document.head.appendChild(link);
  }
})();
