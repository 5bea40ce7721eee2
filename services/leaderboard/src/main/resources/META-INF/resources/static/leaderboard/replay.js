// Plays a GVGAI validation replay on the match page: swaps the picture through the play's frames, each shown once
// it has loaded so the animation never flickers. A file, not inline: the Content-Security-Policy allows no inline
// script. Without JavaScript each play shows its last frame.
(function () {
  var FRAME_MS = 80;
  Array.prototype.forEach.call(document.querySelectorAll('figure.replay'), function (figure) {
    var frames = Number(figure.dataset.frames);
    var img = figure.querySelector('img');
    if (!img || frames < 2) { return; }
    var ticks = figure.dataset.ticks.split(' ');
    var caption = figure.querySelector('.replay-tick');
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'replay-play';
    button.textContent = 'Play';
    figure.querySelector('figcaption').prepend(button);
    figure.dataset.state = 'stopped';
    var index = frames - 1;
    var timer = null;

    function show(i, then) {
      var next = new Image();
      next.onload = function () {
        img.src = next.src;
        img.alt = img.alt.replace(/at tick \d+/, 'at tick ' + ticks[i]);
        index = i;
        figure.dataset.frame = String(i);
        caption.textContent = 'Tick ' + ticks[i] + ' (frame ' + (i + 1) + ' of ' + frames + ')';
        then();
      };
      next.src = figure.dataset.base + i + '.png';
    }

    function step() {
      if (figure.dataset.state !== 'playing') { return; }
      if (index >= frames - 1) {
        figure.dataset.state = 'ended';
        button.textContent = 'Play again';
        return;
      }
      show(index + 1, function () { timer = setTimeout(step, FRAME_MS); });
    }

    button.addEventListener('click', function () {
      if (figure.dataset.state === 'playing') {
        clearTimeout(timer);
        figure.dataset.state = 'paused';
        button.textContent = 'Play';
        return;
      }
      var from = figure.dataset.state === 'paused' ? index : 0;
      figure.dataset.state = 'playing';
      button.textContent = 'Pause';
      show(from, function () { timer = setTimeout(step, FRAME_MS); });
    });
  });
})();
