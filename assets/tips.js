// Names and sentences for icons, cards and squares (`data-tip`): shown on hover, on keyboard
// focus and on a long press (touch), one at a time, and described to screen readers while
// focused. Plain DOM, apart from the game bundles: every game's screens use it.
(function tips() {
  var tip, shownFor = null, pressTimer = 0, pressed = null, swallowClick = false, startX = 0, startY = 0;
  // A click redraws what is under a resting mouse (a cover lifted, a decision taken): what comes
  // to lie under it is not pointed at until the mouse moves, so its tip does not cover the new
  // choices.
  var restingSinceClick = false;
  function element() {
    if (!tip) {
      tip = document.createElement("div");
      tip.id = "tip";
      tip.className = "tip";
      tip.setAttribute("role", "tooltip");
      // Read through the focused control's aria-describedby, not as page content of its own
      // (it stands outside the page's landmarks, over whatever it explains).
      tip.setAttribute("aria-hidden", "true");
      tip.hidden = true;
      document.body.appendChild(tip);
    }
    return tip;
  }
  function owner(target) {
    return target && target.closest ? target.closest("[data-tip]") : null;
  }
  function show(target) {
    var text = target.getAttribute("data-tip");
    if (!text) return hide();
    var box = element();
    box.textContent = text;
    box.hidden = false;
    shownFor = target;
    var rect = target.getBoundingClientRect();
    var width = box.offsetWidth, height = box.offsetHeight;
    var left = Math.max(6, Math.min(rect.left + rect.width / 2 - width / 2, innerWidth - width - 6));
    var top = rect.top - height - 8;
    if (top < 6) top = Math.min(rect.bottom + 8, innerHeight - height - 6);
    box.style.left = left + "px";
    box.style.top = top + "px";
    if (target === document.activeElement) target.setAttribute("aria-describedby", "tip");
  }
  function hide() {
    if (tip) tip.hidden = true;
    if (shownFor && shownFor.getAttribute("aria-describedby") === "tip") shownFor.removeAttribute("aria-describedby");
    shownFor = null;
  }
  function pointAt(target) {
    if (target) { if (target !== shownFor) show(target); } else if (shownFor) hide();
  }
  document.addEventListener("pointerover", function (event) {
    if (event.pointerType !== "mouse" || restingSinceClick) return;
    pointAt(owner(event.target));
  });
  document.addEventListener("click", function () {
    restingSinceClick = true;
    if (shownFor) hide();
  });
  document.addEventListener("pointerout", function (event) {
    if (event.pointerType === "mouse" && shownFor && !shownFor.contains(event.relatedTarget)) hide();
  });
  document.addEventListener("focusin", function (event) {
    var target = event.target;
    if (target.hasAttribute && target.hasAttribute("data-tip") && target.matches(":focus-visible")) show(target);
  });
  document.addEventListener("focusout", function (event) { if (event.target === shownFor) hide(); });
  document.addEventListener("keydown", function (event) { if (event.key === "Escape" && shownFor) hide(); });
  document.addEventListener("scroll", hide, true);
  document.addEventListener("pointerdown", function (event) {
    clearTimeout(pressTimer);
    if (event.pointerType === "mouse") return;
    pressed = owner(event.target);
    if (!pressed) return hide();
    startX = event.clientX; startY = event.clientY;
    pressTimer = setTimeout(function () { show(pressed); swallowClick = true; }, 450);
  });
  document.addEventListener("pointermove", function (event) {
    if (event.pointerType === "mouse" && restingSinceClick) {
      restingSinceClick = false;
      pointAt(owner(event.target));
    }
    if (pressed && Math.abs(event.clientX - startX) + Math.abs(event.clientY - startY) > 12) clearTimeout(pressTimer);
  });
  document.addEventListener("pointerup", function () {
    clearTimeout(pressTimer);
    if (swallowClick) setTimeout(hide, 2500);
  });
  document.addEventListener("pointercancel", function () { clearTimeout(pressTimer); });
  // The click that ends a long press only showed the tip: it does not also press the control.
  document.addEventListener("click", function (event) {
    if (swallowClick) { swallowClick = false; event.preventDefault(); event.stopPropagation(); }
  }, true);
  document.addEventListener("contextmenu", function (event) { if (shownFor && event.pointerType !== "mouse") event.preventDefault(); });
})();
