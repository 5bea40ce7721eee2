// Keeps the board current as results arrive (server-sent events): a rating ladder, an RDDL board ranked by the
// IPPC normalised score, or a GVGAI board ranked by points over its games. A file, not inline: the Content-Security-Policy allows no inline script.
(function () {
  var table = document.getElementById('leaderboard');
  var status = document.getElementById('live-status');
  if (!window.EventSource || !window.fetch) { return; }
  status.textContent = 'Live: connecting…';
  var slug = table.dataset.slug, page = table.dataset.page, size = table.dataset.size;
  function cell(text, numeric) { var td = document.createElement('td'); if (numeric) { td.className = 'num'; } td.textContent = text; return td; }
  function num(v, signed) { if (v === null || v === undefined) { return ''; } var s = v.toFixed(1); return signed && v >= 0 ? '+' + s : s; }
  function score(v) { return v === null || v === undefined ? '' : v.toFixed(3); }
  function renderIppc(board, tr, row) {
    var name = document.createElement('td'), link = document.createElement('a');
    link.href = '/competitions/' + encodeURIComponent(slug) + '/entries/' + encodeURIComponent(row.entryId);
    link.textContent = row.entry; name.appendChild(link);
    if (row.baseline) { var b = document.createElement('span'); b.className = 'baseline'; b.textContent = ' (baseline)'; name.appendChild(b); }
    tr.appendChild(name);
    tr.appendChild(cell(row.contestant));
    tr.appendChild(cell(score(row.rating), true));
    (board.ippc ? board.ippc.domains : []).forEach(function (d) { tr.appendChild(cell(score((row.domainScores || {})[d]), true)); });
    tr.appendChild(cell(String(row.matches), true));
  }
  function renderGvgai(board, tr, row) {
    var name = document.createElement('td'), link = document.createElement('a');
    link.href = '/competitions/' + encodeURIComponent(slug) + '/entries/' + encodeURIComponent(row.entryId);
    link.textContent = row.entry; name.appendChild(link); tr.appendChild(name);
    tr.appendChild(cell(row.contestant));
    tr.appendChild(cell(num(row.rating), true));
    (board.gvgai ? board.gvgai.games : []).forEach(function (g) { tr.appendChild(cell(num((row.domainScores || {})[g]), true)); });
    tr.appendChild(cell(String(row.matches), true));
  }
  function render(board) {
    var body = table.tBodies[0];
    body.textContent = '';
    board.rows.forEach(function (row) {
      if (table.dataset.method === 'ippc' || table.dataset.method === 'gvgai-points') {
        var itr = document.createElement('tr');
        itr.id = 'row-' + row.entryId;
        if (row.provisional) { itr.className = 'provisional'; }
        itr.appendChild(cell(String(row.rank), true));
        (table.dataset.method === 'ippc' ? renderIppc : renderGvgai)(board, itr, row);
        body.appendChild(itr);
        return;
      }
      var tr = document.createElement('tr');
      tr.id = 'row-' + row.entryId;
      if (row.provisional) { tr.className = 'provisional'; }
      tr.appendChild(cell(String(row.rank), true));
      var name = document.createElement('td'), link = document.createElement('a');
      link.href = '/competitions/' + encodeURIComponent(slug) + '/entries/' + encodeURIComponent(row.entryId);
      link.textContent = row.entry; name.appendChild(link); tr.appendChild(name);
      tr.appendChild(cell(row.contestant));
      tr.appendChild(cell(num(row.rating), true));
      tr.appendChild(cell(num(row.uncertainty), true));
      tr.appendChild(cell(String(row.matches), true));
      tr.appendChild(cell(num(row.lastChange, true), true));
      body.appendChild(tr);
    });
    var updates = Number(status.dataset.updates) + 1;
    status.dataset.updates = String(updates);
    status.textContent = 'Live: updated ' + new Date().toLocaleTimeString() + ' (' + updates + ' updates).';
  }
  function refresh() {
    fetch('/api/competitions/' + encodeURIComponent(slug) + '/leaderboard?page=' + page + '&size=' + size)
      .then(function (r) { return r.json(); }).then(render);
  }
  var events = new EventSource('/api/leaderboard/competitions/' + encodeURIComponent(slug) + '/stream');
  events.onopen = function () { if (status.dataset.updates === '0') { status.textContent = 'Live: waiting for results.'; } };
  events.onmessage = refresh;
})();
