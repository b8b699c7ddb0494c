//! Players' names, the same rule in every game: a name is not blank and has at most
//! [`MAX_NAME_CHARS`] characters. A game's setup checks its names here, so a save string or a
//! link with a name the new-game form would refuse is refused the same way in every game.

use crate::Seat;

/// The longest player name accepted, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// Why a player's name is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameError {
    /// The seat's name is empty or only spaces.
    Empty(Seat),
    /// The seat's name has more than [`MAX_NAME_CHARS`] characters.
    TooLong(Seat),
}

/// The first seat whose name is refused, if any; `names` in seat order.
pub fn check_names<'a>(names: impl IntoIterator<Item = &'a str>) -> Result<(), NameError> {
    for (seat, name) in names.into_iter().enumerate() {
        let seat = seat as Seat;
        if name.trim().is_empty() {
            return Err(NameError::Empty(seat));
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(NameError::TooLong(seat));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_refused_by_the_first_seat_that_breaks_the_rule() {
        assert_eq!(check_names(["Ada", "Ben"]), Ok(()));
        assert_eq!(check_names(["Ada", "  "]), Err(NameError::Empty(1)));
        let longest = "é".repeat(MAX_NAME_CHARS);
        assert_eq!(check_names([longest.as_str()]), Ok(()));
        let longer = "x".repeat(MAX_NAME_CHARS + 1);
        assert_eq!(
            check_names(["Ada", longer.as_str(), ""]),
            Err(NameError::TooLong(1))
        );
    }
}
