// One click, one upload: the button is disabled once the form is sent (a file, not inline: the
// Content-Security-Policy allows no inline script or event handler attribute).
document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('upload-form');
  var button = document.getElementById('upload');
  if (form && button) {
    form.addEventListener('submit', function () { button.disabled = true; });
  }
});
