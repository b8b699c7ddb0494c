// The smoke suite in WebKit, Safari's engine (Debian's WebKitGTK MiniBrowser on a private Xvfb
// display, driven by WebKitWebDriver).
import { smoke } from "./smoke.mjs";

smoke("webkit");
