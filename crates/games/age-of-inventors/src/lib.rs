//! Age of Inventors for 1 to 4 players (solo against a dummy): the rules ([`rules`], pure and
//! deterministic, no words), every number of the components ([`rules::data`], the reference
//! sheet's reconstruction: the card and board data are not the publisher's), random-play
//! simulation ([`sim`]), the computer players ([`bots`]: Random, Easy, Medium, and Hard on the
//! platform's search), the save-string codec ([`codec`]) and the game's words ([`text`], English
//! plus French and German). It plugs into the platform through [`tabletop::Game`] ([`game`]).
//!
//! # Rulings and changes
//!
//! The reference sheet `age-of-inventors.md` is followed, with its rulings (§9). Where it
//! leaves a choice open or a rule cannot be played as written, the engine decides so:
//!
//! - **Payments outside invention placement are made by the engine**: the printed resources,
//!   and for Resourceful (Adaptive) Ideas only for a shortfall of E, C, P or Funds. Only
//!   invention placement names its payment (`PlaceInvention { pay }`), since medallions,
//!   Adaptive and discounts make it a real choice there; inventor placement names the one
//!   resource paid.
//! - **Free conversions use matching resources only** (Adaptive does not turn them into
//!   something else).
//! - **A tile's own inventor card**: an inventor that retires as it is placed (ruling 11) never
//!   takes a lab slot; its card is discarded at once.
//! - **Decisions inside an effect** (any scientific resource, optional conversions, choices of
//!   tokens) are answered after the effect's automatic parts.
//! - **Röntgen, Ford's search and refresh put tiles under the stack in the order drawn**; no
//!   reordering is offered.
//! - **Nobel's returned breakthrough** goes back into the pouch, which is reshuffled.
//! - **Deep State rearranges with at most 4 swaps** of two token-holding slots before the pick
//!   (any permutation of up to 5 slots).
//! - **A Search trigger (Ford, Pasteur, Edison) is listed only when some filter matches** and
//!   an OFF switch is free (ruling 8: otherwise nothing would happen and nothing be spent).
//! - **Quiz ties** go to the lower seat; random labs are dealt, then each player picks a side
//!   in seat order. Player colours are left to the app.
//! - **The lab card slot choice** when all 3 are full is a `Choose` (0-2 replace, 3 discard).
//! - **The extra activation of news 16-L** may be declined; the regular activations of step 7
//!   may not (each token once, in the player's order).
//! - **Resourceful starts with no extra resources** (the sheet, §6.1: +2 I +1 E +1 P): with
//!   them it won far more than its share of Hard-vs-Hard games ([`rules::data::LAB_SIDES`]).
//! - **Both Corporation sides start with +1 E +1 C +1 P +3 I more** (Trading Firm's +1 I
//!   becomes +3 I), and **Liberal and Metropolitan swap their Ingenuity starts** (4th and 2nd):
//!   with the sheet's numbers the Corporation won about half its share and Liberal more than
//!   its share ([`rules::data::LAB_SIDES`]).
//! - **The educational variant (§8)** is a setup option ([`rules::InventorQuiz`]): the
//!   quiz is an action (`AnswerQuiz`) a player may take when they could begin placing an
//!   invention, once per tile, among four choices drawn from the seed (hard mode: four
//!   printed years too, as the sheet's "4-choice prompt"); a right answer waives one unit of
//!   that tile's cost, the player choosing which by the payment (as for every waived unit).
//!   All 48 tiles are asked, the 6 reconstructed ones too. Bots skip the quiz.
//! - **Invention supports**: a retired inventor's hex still supports inventions (its edges
//!   are still on the board); only "next to an inventor" for placing inventors is stated in
//!   the sheet for retired ones.

pub mod bots;
pub mod codec;
pub mod game;
pub mod rules;
pub mod sim;
pub mod text;

pub use game::{InventorsRecord, GAME_ID};
