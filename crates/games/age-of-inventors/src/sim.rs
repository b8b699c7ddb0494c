//! Simulated games of Age of Inventors: the platform's random play ([`tabletop::sim`]) with
//! this game's setups.

use crate::rules::{GameState, Setup, SetupError};

tabletop::simulation_functions!(GameState, Setup, SetupError);
