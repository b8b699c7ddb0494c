//! [`delegate_game!`](crate::delegate_game): the [`Game`](crate::Game) impl of a rules engine
//! whose own methods already answer each question under the trait's names, so that such games
//! do not each write the same forwarding impl.

/// Implements [`Game`](crate::Game) for a rules engine by forwarding to its inherent methods:
/// `new`, `player_count`, `current_seat`, `legal_actions_into`, `random_action`, `check` (an
/// `Err` with the reason, wrapped here into the `illegal` type with the action), `play`,
/// `play_unchecked`, `is_over`, `is_mid_turn`, `scores` (items with `total`, `winner` and
/// `seat`), `redeal_hidden`, `check_invariants` and `check_progress_from` (errors that
/// display). A game whose answers differ writes its impl by hand instead.
///
/// ```ignore
/// tabletop::delegate_game! {
///     GameState (GAME_ID, data::DATA_VERSION): Setup, Action, Event, SetupError, IllegalAction
/// }
/// ```
/// names the state, its id and data version, then its setup, action, event, setup error and
/// illegal-action types (the last a struct of the `action` and the `reason` `check` gives). A
/// game whose events show chance adds `shows_chance: Event::shows_chance` (see
/// [`Game::shows_chance`](crate::Game::shows_chance)).
#[macro_export]
macro_rules! delegate_game {
    (
        $state:ident ($id:expr, $data_version:expr):
        $setup:ty, $action:ty, $event:ty, $setup_error:ty, $illegal:ident
        $(, shows_chance: $shows_chance:path)? $(,)?
    ) => {
        impl $crate::Game for $state {
            const ID: &'static str = $id;
            const DATA_VERSION: u8 = $data_version;

            type Setup = $setup;
            type Action = $action;
            type Event = $event;
            type SetupError = $setup_error;
            type Illegal = $illegal;

            fn new_game(setup: &$setup) -> Result<Self, $setup_error> {
                <$state>::new(setup)
            }

            fn player_count(&self) -> usize {
                <$state>::player_count(self)
            }

            fn current_seat(&self) -> Option<$crate::Seat> {
                <$state>::current_seat(self)
            }

            fn legal_actions_into(&self, actions: &mut Vec<$action>) {
                <$state>::legal_actions_into(self, actions)
            }

            fn random_action(
                &self,
                rng: &mut $crate::rng::Rng,
                scratch: &mut Vec<$action>,
            ) -> Option<$action> {
                <$state>::random_action(self, rng, scratch)
            }

            fn check(&self, action: $action) -> Result<(), $illegal> {
                <$state>::check(self, action).map_err(|reason| $illegal { action, reason })
            }

            fn play(&mut self, action: $action) -> Result<Vec<$event>, $illegal> {
                <$state>::play(self, action)
            }

            fn play_unchecked(&mut self, action: $action, events: &mut Vec<$event>) {
                <$state>::play_unchecked(self, action, events)
            }

            fn is_over(&self) -> bool {
                <$state>::is_over(self)
            }

            fn is_mid_turn(&self) -> bool {
                <$state>::is_mid_turn(self)
            }

            $(
                fn shows_chance(event: &$event) -> bool {
                    $shows_chance(event)
                }
            )?

            fn outcome(&self) -> Option<$crate::Outcome> {
                self.is_over().then(|| $crate::Outcome {
                    scores: self.scores().iter().map(|score| score.total).collect(),
                    winners: self
                        .scores()
                        .iter()
                        .filter(|score| score.winner)
                        .map(|score| score.seat)
                        .collect(),
                })
            }

            fn determinize(&self, seed: u64) -> Self {
                self.redeal_hidden(seed)
            }

            fn check_invariants(&self) -> Result<(), String> {
                <$state>::check_invariants(self).map_err(|violation| violation.to_string())
            }

            fn check_progress(&self, previous: &Self) -> Result<(), String> {
                self.check_progress_from(previous)
                    .map_err(|violation| violation.to_string())
            }
        }
    };
}
