// Follows a match as it is played (server-sent events). A file, not inline: the Content-Security-Policy allows no inline script.
(function () {
  var status = document.getElementById('live-status');
  if (!window.EventSource || !window.fetch) { return; }
  var id = document.getElementById('match-title').dataset.match;
  function text(elementId, value) { var e = document.getElementById(elementId); if (e) { e.textContent = value; } }
  function render(live) {
    if (live.recorded) { window.location.reload(); return; }
    text('live-state', live.state);
    text('live-attempt', String(live.attempt));
    text('live-runner', live.runnerId || '—');
    text('live-moves', String(live.moves));
    live.seats.forEach(function (s) { text('live-score-' + s.seat, s.score === null ? '' : s.score.toFixed(1)); });
    var body = document.getElementById('timeline').tBodies[0];
    body.textContent = '';
    live.timeline.forEach(function (e) {
      var tr = document.createElement('tr');
      [e.state, String(e.attempt), new Date(e.at).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC'), e.runnerId]
        .forEach(function (v, i) { var td = document.createElement('td'); if (i === 1) { td.className = 'num'; } td.textContent = v; tr.appendChild(td); });
      body.appendChild(tr);
    });
    var updates = Number(status.dataset.updates) + 1;
    status.dataset.updates = String(updates);
    status.textContent = 'Live: updated ' + new Date().toLocaleTimeString() + ' (' + updates + ' updates).';
  }
  var events = new EventSource('/api/matches/' + encodeURIComponent(id) + '/stream');
  events.onopen = function () {
    status.textContent = 'Live: following the match.';
    // Whatever happened between rendering and listening.
    fetch('/api/matches/' + encodeURIComponent(id) + '/live').then(function (r) { return r.json(); }).then(function (live) {
      if (live.recorded) { window.location.reload(); }
    });
  };
  events.onmessage = function (message) {
    var update = JSON.parse(message.data);
    if (update.type === 'recorded') { events.close(); window.location.reload(); return; }
    render(update.live);
  };
})();
