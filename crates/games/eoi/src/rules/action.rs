//! Player decisions. One [`Action`] is one decision; a whole action area is resolved as a
//! sequence of them (`Resolve`, then each `Step`, then `EndAction`), so the UI can offer the
//! legal choices one at a time and a bot can enumerate them.

use serde::{Deserialize, Serialize};

use super::components::{Area, CardId, FactoryId, Good, Invention, LoadId, Space};

/// One player decision. Which player makes it follows from the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Placement: put an action token on an area.
    Place(Area),
    /// Resolution: take the action of one of your tokens.
    Resolve(Area),
    /// Resolution: take one of your tokens back without its action.
    Withdraw(Area),
    /// One part of the action being resolved (or of the final exchange).
    Step(Step),
    /// Stop the action being resolved (or the final exchange).
    EndAction,
    /// Spend a bonus action token on one single step, right after a regular action.
    Bonus(Step),
    /// Let the chance of a bonus action pass.
    SkipBonus,
}

/// One part of an action, also the unit of a bonus action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    /// Build one face-up factory of the market (area A).
    Build(FactoryId),
    /// Run one of your factories (bonus action only; area B runs them all).
    RunFactory(FactoryId),
    /// Buy the cubes of one ship or storage house for 1 gold (area C).
    Buy(LoadId),
    /// Produce one face-up invention card (area D); a fake card says how its question marks are
    /// paid.
    Produce {
        card: CardId,
        fake: Option<FakePayment>,
    },
    /// Take 1 cog instead of exchanging (area E, regular action only).
    TakeCog,
    /// One exchange at the exchange market (area E).
    Exchange(Exchange),
    /// Develop one invention space (area F).
    Develop(Invention, Space),
    /// Register one patent, attaching it to one of your unpatented spaces (area F). `None` only
    /// when there is nothing to attach it to.
    Patent(Option<(Invention, Space)>),
}

/// How a fake card's question marks are paid: so many metal, tech and tool cubes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct FakePayment {
    pub metal: u8,
    pub tech: u8,
    pub tool: u8,
}

impl FakePayment {
    pub const fn total(self) -> u8 {
        self.metal
            .saturating_add(self.tech)
            .saturating_add(self.tool)
    }
}

/// One exchange at the exchange market.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Exchange {
    /// Upper square: 2 gold for 1 cog.
    GoldForCog,
    /// Upper square: 1 cog for 2 gold.
    CogForGold,
    /// Middle square: 2 gold for 1 influence.
    GoldForInfluence,
    /// Middle square: 1 cog for 1 influence.
    CogForInfluence,
    /// Lower square: two goods (cubes and/or gold) for one good of another kind.
    Trade { give: [Good; 2], get: Good },
    /// Lower square: 2 gold for a bonus action token.
    BonusToken,
}

/// The three squares of the exchange market, each usable at most 3 times in one action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ExchangeSquare {
    Upper,
    Middle,
    Lower,
}

impl Exchange {
    pub const fn square(self) -> ExchangeSquare {
        match self {
            Exchange::GoldForCog | Exchange::CogForGold => ExchangeSquare::Upper,
            Exchange::GoldForInfluence | Exchange::CogForInfluence => ExchangeSquare::Middle,
            Exchange::Trade { .. } | Exchange::BonusToken => ExchangeSquare::Lower,
        }
    }

    /// Every exchange the market offers, trades in canonical form (the two given goods in
    /// ascending order, the good received different from both).
    pub fn all() -> &'static [Exchange] {
        static ALL: std::sync::OnceLock<Vec<Exchange>> = std::sync::OnceLock::new();
        ALL.get_or_init(|| {
            let mut all = vec![
                Exchange::GoldForCog,
                Exchange::CogForGold,
                Exchange::GoldForInfluence,
                Exchange::CogForInfluence,
                Exchange::BonusToken,
            ];
            for (first_index, first) in Good::ALL.iter().enumerate() {
                for second in &Good::ALL[first_index..] {
                    for get in Good::ALL {
                        if get != *first && get != *second {
                            all.push(Exchange::Trade {
                                give: [*first, *second],
                                get,
                            });
                        }
                    }
                }
            }
            all
        })
    }
}

impl ExchangeSquare {
    pub const fn index(self) -> usize {
        self as usize
    }
}

impl Step {
    /// The action area this step belongs to.
    pub const fn area(self) -> Area {
        match self {
            Step::Build(_) => Area::Build,
            Step::RunFactory(_) => Area::Production,
            Step::Buy(_) => Area::Buy,
            Step::Produce { .. } => Area::Produce,
            Step::TakeCog | Step::Exchange(_) => Area::Exchange,
            Step::Develop(..) | Step::Patent(_) => Area::Develop,
        }
    }
}

/// Every way to pay `unknown` question marks with metal, tech and tool cubes.
pub fn fake_payments(unknown: u8) -> impl Iterator<Item = FakePayment> {
    (0..=unknown).flat_map(move |metal| {
        (0..=unknown - metal).map(move |tech| FakePayment {
            metal,
            tech,
            tool: unknown - metal - tech,
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn action_is_small_and_copy() {
        assert!(std::mem::size_of::<Action>() <= 8);
    }

    #[test]
    fn trades_never_return_a_good_given() {
        for exchange in Exchange::all() {
            if let Exchange::Trade { give, get } = exchange {
                assert!(give[0] <= give[1]);
                assert!(!give.contains(get));
            }
        }
        // 21 unordered pairs of 6 goods; 15 with two kinds leave 4 to receive, 6 doubles leave 5.
        assert_eq!(Exchange::all().len(), 5 + 15 * 4 + 6 * 5);
    }

    #[test]
    fn fake_payments_cover_every_mix() {
        assert_eq!(fake_payments(2).count(), 6);
        assert_eq!(fake_payments(4).count(), 15);
        assert!(fake_payments(3).all(|payment| payment.total() == 3));
    }
}
