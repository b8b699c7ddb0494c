// The smoke suite in Firefox ESR (Debian's firefox-esr, headless, driven by geckodriver).
import { smoke } from "./smoke.mjs";

smoke("firefox");
