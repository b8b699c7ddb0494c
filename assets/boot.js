// Before the app loads, speak the language the app will choose (see ui/language.rs).
(function () {
  var words = {
    en: ["Loading the game…", "This browser cannot run WebAssembly, which the game needs. Please use a current version of Firefox, Chrome, Edge or Safari."],
    fr: ["Chargement du jeu…", "Ce navigateur ne peut pas exécuter WebAssembly, dont le jeu a besoin. Utilisez une version récente de Firefox, Chrome, Edge ou Safari."],
    de: ["Das Spiel wird geladen …", "Dieser Browser kann kein WebAssembly ausführen, das das Spiel braucht. Bitte nutze eine aktuelle Version von Firefox, Chrome, Edge oder Safari."]
  };
  var tags = [];
  try { tags.push(localStorage.getItem("tabletop.v1.locale") || ""); } catch (e) {}
  tags = tags.concat(navigator.languages || [navigator.language || ""]);
  var language = "en";
  for (var i = 0; i < tags.length; i++) {
    var code = String(tags[i]).split(/[-_]/)[0].toLowerCase();
    if (words[code]) { language = code; break; }
  }
  document.documentElement.lang = language;
  var message = document.getElementById("boot-message");
  message.textContent = words[language][0];
  // Say so plainly if the browser cannot run the game at all.
  if (typeof WebAssembly !== "object") {
    message.textContent = words[language][1];
    message.setAttribute("data-problem", "no-webassembly");
  }
})();

if ("serviceWorker" in navigator && location.protocol !== "file:") {
  window.addEventListener("load", function () {
    navigator.serviceWorker.register("sw.js").catch(function () {});
  });
}
