//! English.

use super::{cell_label, join, name_of, Words};
use crate::rules::{
    data, Action, Bundle, CostTarget, Effect, Event, Field, GameState, Illegal, Lab, LabSide,
    LocationKind, Modifier, NewsRule, Occasion, Resource, SearchFilter, SetupError, Track, Vote,
};

/// The English words.
pub struct English;

const INVENTIONS: [&str; data::INVENTIONS] = [
    "Lightning Rod",
    "Spinning Jenny",
    "Water Frame",
    "Steam Engine",
    "Vaccine",
    "Battery",
    "Tin Can",
    "First Locomotive",
    "Stethoscope",
    "Mechanical Reaper",
    "First Revolver",
    "Telegraph",
    "Photography",
    "Sewing Machine",
    "Vulcanized Rubber",
    "Corn Picker",
    "Hay Cultivator",
    "Pasteurization",
    "Machine Gun",
    "Torpedo",
    "Dynamite",
    "Periodic Table",
    "Crop Rotation",
    "Telephone",
    "Lightbulb",
    "Seismograph",
    "First Car",
    "Radar",
    "Fluorescent Lighting",
    "Diesel Engine",
    "Radioactivity",
    "Zeppelin",
    "X-Ray",
    "Flying Machine",
    "Assembly Line",
    "E=mc²",
    "Audion",
    "Sonar",
    "Helicopter",
    "Antibiotics",
    "Tank",
    "Stainless Steel",
    "Radio Circuit",
    "Insulin",
    "Rockets",
    "Penicillin",
    "Electromagnetic Conduction",
    "Radio Systems",
];

const EQUIPMENT: [&str; data::EQUIPMENT] = [
    "Lathe",
    "Retort",
    "Galvanometer",
    "Drafting Table",
    "Bunsen Burner",
    "Forge",
    "Voltaic Pile",
    "Microscope",
    "Telescope",
    "Printing Press",
    "Ledger & Safe",
    "Library",
    "Blackboard",
    "Steam Hammer",
    "Blast Furnace",
    "Leyden Jar",
    "Lab Notebook",
    "Difference Engine",
    "Pneumatic Tubes",
    "Patent Archive",
    "Letters of Recommendation",
    "Barometer",
    "Spectroscope",
    "Calorimeter",
    "Dynamo",
];

const NEWS: [&str; data::NEWS] = [
    "The Great Exhibition opens",
    "On the Origin of Species published",
    "Atlantic telegraph cable works",
    "Suez Canal opens",
    "Golden Spike joins the railroads",
    "Stock market panic",
    "Exposition Universelle and the Eiffel Tower",
    "The Great Stink",
    "California Gold Rush",
    "Nobel's will founds the prizes",
    "Paris Convention on industrial property",
    "Krakatoa erupts",
    "War of the Currents",
    "Brooklyn Bridge opens",
    "First modern Olympic Games",
    "Pearl Street Station lights Manhattan",
    "Pasteur's rabies vaccine",
];

fn count(n: u8, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

impl Words for English {
    fn title(&self) -> &'static str {
        "Age of Inventors"
    }

    fn resource(&self, resource: Resource) -> &'static str {
        match resource {
            Resource::Engineering => "Engineering",
            Resource::Chemistry => "Chemistry",
            Resource::Physics => "Physics",
            Resource::Ideas => "Ideas",
            Resource::Funds => "Funds",
        }
    }

    fn resources(&self, bundle: Bundle) -> String {
        let parts: Vec<String> = Resource::ALL
            .iter()
            .filter(|&&r| bundle.get(r) > 0)
            .map(|&r| match r {
                Resource::Ideas => count(bundle.get(r), "Idea", "Ideas"),
                Resource::Funds => count(bundle.get(r), "Fund", "Funds"),
                _ => format!("{} {}", bundle.get(r), self.resource(r)),
            })
            .collect();
        if parts.is_empty() {
            "nothing".into()
        } else {
            join(&parts, "and")
        }
    }

    fn field(&self, field: Field) -> &'static str {
        self.resource(Resource::of(field))
    }

    fn track(&self, track: Track) -> &'static str {
        match track {
            Track::Industrial => "Industrial track",
            Track::Economic => "Economic track",
            Track::Academic => "Academic track",
        }
    }

    fn lab(&self, lab: Lab) -> &'static str {
        match lab {
            Lab::Government => "Government",
            Lab::Corporation => "Corporation",
            Lab::University => "University",
            Lab::Innovator => "Innovator",
        }
    }

    fn lab_side(&self, side: LabSide) -> &'static str {
        match side {
            LabSide::Authoritarian => "Government, Authoritarian",
            LabSide::Liberal => "Government, Liberal",
            LabSide::ManufacturingCo => "Corporation, Manufacturing Co",
            LabSide::Metropolitan => "University, Metropolitan",
            LabSide::TradingFirm => "Corporation, Trading Firm",
            LabSide::Polytechnic => "University, Polytechnic",
            LabSide::Visionary => "Innovator, Visionary",
            LabSide::Resourceful => "Innovator, Resourceful",
        }
    }

    fn lab_ability(&self, side: LabSide) -> &'static str {
        match side {
            LabSide::Authoritarian => "Deep State",
            LabSide::Liberal => "Progress",
            LabSide::ManufacturingCo => "Contracting",
            LabSide::Metropolitan => "Open Thesis",
            LabSide::TradingFirm => "Entrepreneurship",
            LabSide::Polytechnic => "Dissertation",
            LabSide::Visionary => "Eureka",
            LabSide::Resourceful => "Adaptive",
        }
    }

    fn invention(&self, id: u8) -> &'static str {
        INVENTIONS.get(usize::from(id)).copied().unwrap_or("?")
    }

    fn equipment(&self, id: u8) -> &'static str {
        EQUIPMENT.get(usize::from(id)).copied().unwrap_or("?")
    }

    fn experiment(&self, id: u8) -> String {
        match data::EXPERIMENT_DATA.get(usize::from(id)) {
            Some(x) => format!(
                "experiment needing {} (worth {} points)",
                self.resources(x.needs),
                x.vp
            ),
            None => "experiment".into(),
        }
    }

    fn breakthrough(&self, value: u8) -> String {
        format!("breakthrough worth {}", count(value, "point", "points"))
    }

    fn news(&self, id: u8) -> &'static str {
        NEWS.get(usize::from(id)).copied().unwrap_or("?")
    }

    fn vote(&self, vote: Vote) -> &'static str {
        match vote {
            Vote::Left => "left (thumbs up)",
            Vote::Right => "right (thumbs down)",
        }
    }

    fn location(&self, location: LocationKind) -> &'static str {
        match location {
            LocationKind::Ingenuity => "Ingenuity location",
            LocationKind::Experiment => "Experiment location",
            LocationKind::Refresh => "Refresh location",
        }
    }

    fn cell(&self, cell: u8) -> String {
        format!("cell {}", cell_label(cell))
    }

    fn action(&self, action: Action) -> String {
        match action {
            Action::GuessYear(year) => format!("guess the year {year}"),
            Action::ChooseSide(side) => format!("choose the lab {}", self.lab_side(side)),
            Action::CastVote(vote) => format!("vote {}", self.vote(vote)),
            Action::RearrangeEquipment { first, second } => format!(
                "swap the equipment of offer slots {} and {}",
                first + 1,
                second + 1
            ),
            Action::Draft { slot, lab_slot } => format!(
                "draft the equipment of offer slot {} into lab slot {}",
                slot + 1,
                lab_slot + 1
            ),
            Action::Activate(slot) => format!("activate the equipment in lab slot {}", slot + 1),
            Action::AssignEquipment(slot) => {
                format!(
                    "send an assistant to the equipment in lab slot {}",
                    slot + 1
                )
            }
            Action::AssignAnyScience(field) => {
                format!("send an assistant to gain 1 {}", self.field(field))
            }
            Action::AssignBook(cell) => {
                format!("send an assistant to the book at {}", self.cell(cell))
            }
            Action::AssignIngenuity { funds: 0 } => {
                "send an assistant to the Ingenuity location".into()
            }
            Action::AssignIngenuity { funds } => format!(
                "send an assistant to the Ingenuity location, paying {} instead of Ideas",
                count(funds, "Fund", "Funds")
            ),
            Action::AssignExperiment => "send an assistant to the Experiment location".into(),
            Action::Refresh {
                inventions,
                inventors,
            } => match (inventions, inventors) {
                (true, true) => "refresh the inventions and the inventors".into(),
                (true, false) => "refresh the inventions".into(),
                _ => "refresh the inventors".into(),
            },
            Action::Recruit(slot) => format!("recruit the inventor of offer slot {}", slot + 1),
            Action::Conceive(slot) => format!("conceive the invention of offer slot {}", slot + 1),
            Action::PlaceInventor {
                inventor,
                cell,
                rotation,
                pay,
            } => format!(
                "place {} at {} (rotation {}), paying 1 {}",
                self.inventor(inventor),
                self.cell(cell),
                rotation,
                self.resource(pay)
            ),
            Action::PlaceInvention {
                invention,
                cell,
                pay,
            } => format!(
                "place the {} at {}, paying {}",
                self.invention(invention),
                self.cell(cell),
                self.resources(pay)
            ),
            Action::ConvertToIdea(field) => format!("convert {} into 1 Idea", self.field(field)),
            Action::ConvertScience { from, to } => {
                format!("convert 2 {} into 1 {}", self.field(from), self.field(to))
            }
            Action::ConvertToFunds(field) => {
                format!("convert 1 {} into Funds", self.field(field))
            }
            Action::Trigger(slot) => format!("use the inventor card in lab slot {}", slot + 1),
            Action::Pass => "pass".into(),
            Action::EndTurn => "end the turn".into(),
            Action::Choose(index) => format!("choose option {}", index + 1),
            Action::Take(field) => format!("take 1 {}", self.field(field)),
            Action::Spend(field) => format!("pay with {}", self.field(field)),
            Action::UseBook(cell) => {
                format!("use the conversion of the book at {}", self.cell(cell))
            }
            Action::Accept => "accept".into(),
            Action::Decline => "decline".into(),
            Action::AnswerQuiz {
                invention,
                inventor,
                year,
            } => format!(
                "name {} as the inventor of the {}",
                super::with_year(self.credited(inventor), year),
                self.invention(invention)
            ),
        }
    }

    fn event(&self, event: &Event, names: &[String]) -> String {
        let who = |seat: u8| name_of(names, seat);
        match *event {
            Event::LabChosen { seat, side } => format!(
                "{} takes the lab {} ({}).",
                who(seat),
                self.lab_side(side),
                self.lab_ability(side)
            ),
            Event::QuizWon { seat, year } => format!(
                "{} guessed closest ({year}) and chooses a lab first.",
                who(seat)
            ),
            Event::RoundStarted(round) => format!("Round {round} begins."),
            Event::NewsRevealed(card) => format!("Breaking news: {}.", self.news(card)),
            Event::VotesRevealed {
                left,
                right,
                winner,
            } => format!(
                "The votes: {left} left, {right} right; {} wins.",
                match winner {
                    Vote::Left => "left",
                    Vote::Right => "right",
                }
            ),
            Event::Gained { seat, gain } => {
                format!("{} gains {}.", who(seat), self.resources(gain))
            }
            Event::Paid { seat, paid } => format!("{} pays {}.", who(seat), self.resources(paid)),
            Event::Transferred { from, to, amount } => format!(
                "{} takes {} from {}.",
                who(to),
                self.resources(amount),
                who(from)
            ),
            Event::BookUsed {
                seat,
                owner,
                inventor,
            } if owner != seat => format!(
                "{} uses the conversion on the book of {}, whose owner {} receives the payment.",
                who(seat),
                self.inventor(inventor),
                who(owner)
            ),
            Event::BookUsed { seat, inventor, .. } => format!(
                "{} uses the conversion on the book of {}.",
                who(seat),
                self.inventor(inventor)
            ),
            Event::Income { seat, funds } => format!(
                "{} receives an income of {}.",
                who(seat),
                count(funds, "Fund", "Funds")
            ),
            Event::Drafted {
                seat,
                token,
                slot,
                lab_slot,
            } => format!(
                "{} drafts the {} from offer slot {} into lab slot {}.",
                who(seat),
                self.equipment(token),
                slot + 1,
                lab_slot + 1
            ),
            Event::EquipmentActivated { seat, token } => {
                format!("{} activates the {}.", who(seat), self.equipment(token))
            }
            Event::AssistantPlaced { seat } => format!("{} places a lab assistant.", who(seat)),
            Event::IngenuitySwapped {
                seat,
                with,
                position,
            } => format!(
                "{} swaps places with {} on the Ingenuity track and is now number {position}.",
                who(seat),
                who(with)
            ),
            Event::ExperimentDrawn { seat } => format!("{} draws an experiment.", who(seat)),
            Event::BreakthroughDrawn { seat } => format!("{} draws a breakthrough.", who(seat)),
            Event::OfferRefreshed {
                inventions,
                inventors,
            } => match (inventions, inventors) {
                (true, true) => "The inventions and inventors on offer are replaced.".into(),
                (true, false) => "The inventions on offer are replaced.".into(),
                _ => "The inventors on offer are replaced.".into(),
            },
            Event::Recruited { seat, inventor } => {
                format!("{} recruits {}.", who(seat), self.inventor(inventor))
            }
            Event::Conceived { seat } => format!("{} conceives an invention.", who(seat)),
            Event::InventorDrawn { seat, inventor } => {
                format!("{} draws {}.", who(seat), self.inventor(inventor))
            }
            Event::InventionDrawn { seat } => format!("{} draws an invention.", who(seat)),
            Event::InventorPlaced {
                seat,
                inventor,
                cell,
            } => format!(
                "{} places {} at {}.",
                who(seat),
                self.inventor(inventor),
                self.cell(cell)
            ),
            Event::InventionPlaced {
                seat,
                invention,
                cell,
            } => format!(
                "{} places the {} at {}.",
                who(seat),
                self.invention(invention),
                self.cell(cell)
            ),
            Event::CardDiscarded { seat, inventor } => format!(
                "{} discards the card of {}.",
                who(seat),
                self.inventor(inventor)
            ),
            Event::Retired {
                owner,
                inventor,
                cell,
            } => format!(
                "{} of {} retires at {}.",
                self.inventor(inventor),
                who(owner),
                self.cell(cell)
            ),
            Event::TrackAdvanced { seat, track, space } => format!(
                "{} advances to space {space} of the {}.",
                who(seat),
                self.track(track)
            ),
            Event::MilestoneReached { seat, track, space } => format!(
                "{} reaches the milestone at space {space} of the {}.",
                who(seat),
                self.track(track)
            ),
            Event::MedallionTaken { seat, track } => format!(
                "{} takes the medallion of the {}.",
                who(seat),
                self.track(track)
            ),
            Event::SwitchesFlipped { seat, on, count: n } => format!(
                "{} turns {} {}.",
                who(seat),
                count(n, "switch", "switches"),
                if on { "on" } else { "off" }
            ),
            Event::Triggered { seat, inventor } => {
                format!("{} uses {}.", who(seat), self.inventor(inventor))
            }
            Event::Passed { seat } => format!("{} passes.", who(seat)),
            Event::TurnEnded { seat } => format!("{} ends the turn.", who(seat)),
            Event::QuizAnswered {
                seat,
                invention,
                right,
                inventor,
                year,
            } => format!(
                "{} names the inventor of the {} {} {} ({year}).",
                who(seat),
                self.invention(invention),
                if right { "right:" } else { "wrongly: it was" },
                self.credited(inventor)
            ),
            Event::QuizWaived { seat, waived } => format!(
                "The right answer saves {} 1 {}.",
                who(seat),
                self.resource(waived)
            ),
            Event::GameEnded => "The game is over.".into(),
        }
    }

    fn illegal(&self, reason: Illegal) -> &'static str {
        match reason {
            Illegal::GameOver => "the game is over",
            Illegal::NotNow => "the game is waiting for another kind of decision",
            Illegal::OutOfRange => "that slot, cell, choice or year does not exist",
            Illegal::LabUnavailable => "that lab is taken or was not dealt to you",
            Illegal::NoSwitchLeft => "you have no switch left to turn on",
            Illegal::NoAssistantLeft => "you have no lab assistant left",
            Illegal::NoBookBaseLeft => "you have no book base left",
            Illegal::LocationTaken => "that location is already taken",
            Illegal::LocationClosed => "the news has closed that location this round",
            Illegal::CannotAfford => "you cannot afford it",
            Illegal::EmptyStack => "the stack is empty",
            Illegal::EmptySlot => "nothing lies there",
            Illegal::NotInHand => "that is not in your hand",
            Illegal::CellTaken => "that cell is already taken",
            Illegal::NextToInventor => "an inventor may not be placed next to another inventor",
            Illegal::NoMatchingEdge => {
                "no neighbouring inventor shows the invention's field on the edge facing it"
            }
            Illegal::NotNextToNewInventor => "the invention must touch the inventor just placed",
            Illegal::NoSuchRotation => "that inventor has no such rotation",
            Illegal::WrongPayment => "that payment does not cover the cost exactly",
            Illegal::MainActionTaken => "you have already taken your main action this turn",
            Illegal::MainActionNotTaken => "you must take a main action or pass first",
            Illegal::AlreadyTriggered => "that card has already been used this round",
            Illegal::NotATrigger => "that card's ability works by itself and is not triggered",
            Illegal::NoMatch => "no tile in the stack matches",
            Illegal::MustTakeCheapest => {
                "you must take an equipment you can afford, or else the cheapest one"
            }
            Illegal::NoRearrange => "you may not rearrange those equipment tokens",
            Illegal::SameField => "a field cannot be converted into itself",
            Illegal::NotLiberal => "only the Liberal lab may pay Funds for Ingenuity",
            Illegal::AlreadyUsed => "that equipment has already been used",
            Illegal::NothingToTake => "that player has none of that resource",
            Illegal::NothingChosen => "choose the inventions, the inventors or both",
            Illegal::AlreadyAnswered => "this invention's quiz was already answered",
        }
    }

    fn setup_error(&self, error: &SetupError) -> String {
        match error {
            SetupError::PlayerCount(n) => {
                format!("a game needs 1 to 4 players, not {n}")
            }
        }
    }

    fn replay_error(&self, error: &tabletop::ReplayError<GameState>) -> String {
        match error {
            tabletop::ReplayError::Setup(error) => self.setup_error(error),
            tabletop::ReplayError::Illegal {
                index,
                action,
                reason,
            } => format!(
                "action {} ({}) is not allowed: {}",
                index + 1,
                self.action(*action),
                self.illegal(reason.reason)
            ),
        }
    }

    fn effects(&self, effects: &[Effect]) -> String {
        let sentences: Vec<String> = effects.iter().map(|e| self.effect(*e)).collect();
        sentences.join(" ")
    }

    fn modifier(&self, modifier: Modifier) -> String {
        match modifier {
            Modifier::WildAdjacency(field) => format!(
                "Your inventions may go next to any inventor's edge as if it were {}.",
                self.field(field)
            ),
            Modifier::TrackBonus(track, steps) => format!(
                "Each invention you place on the {} advances {} more.",
                self.track(track),
                count(steps, "space", "spaces")
            ),
            Modifier::CostDelta(target, delta) => {
                let what = match target {
                    CostTarget::Recruit => "Recruiting an inventor costs",
                    CostTarget::Conceive => "Conceiving an invention costs",
                    CostTarget::Ingenuity => "The Ingenuity action costs",
                    CostTarget::ExperimentFunds => "The Experiment action costs",
                    CostTarget::Refresh => "Refreshing costs",
                    CostTarget::Equipment => "Drafting equipment costs",
                    CostTarget::Income => "Income is",
                };
                let unit = match target {
                    CostTarget::Conceive | CostTarget::Ingenuity => ("Idea", "Ideas"),
                    _ => ("Fund", "Funds"),
                };
                let amount = count(delta.unsigned_abs(), unit.0, unit.1);
                if delta < 0 {
                    format!("{what} {amount} less (never below 0).")
                } else {
                    format!("{what} {amount} more.")
                }
            }
            Modifier::IdeaConversionRate(rate) => format!(
                "{rate} matching scientific resources make 1 Idea (instead of {}).",
                data::IDEA_CONVERSION_MATCHING
            ),
            Modifier::FundsConversionRate(rate) => format!(
                "1 scientific resource converts to {}.",
                count(rate, "Fund", "Funds")
            ),
            Modifier::BreakthroughPick => {
                "Each time you draw a breakthrough, draw 2 and keep 1.".into()
            }
        }
    }

    fn news_rule(&self, rule: NewsRule) -> String {
        match rule {
            NewsRule::AllGain(gain) => format!("Every player gains {}.", self.resources(gain)),
            NewsRule::AllGainAny(n) => format!(
                "Every player gains {} of their choice.",
                count(n, "scientific resource", "scientific resources")
            ),
            NewsRule::RankGain { highest, gain } => format!(
                "The {} player on the Ingenuity track gains {}.",
                if highest { "highest" } else { "lowest" },
                self.resources(gain)
            ),
            NewsRule::ForAll(modifier) => format!("This round: {}", self.modifier(modifier)),
            NewsRule::OnEvent(occasion, gain) => format!(
                "This round, each time a player places {}, they gain {}.",
                match occasion {
                    Occasion::PlaceInventor => "an inventor",
                    Occasion::PlaceInvention => "an invention",
                },
                self.resources(gain)
            ),
            NewsRule::CloseLocation(location) => {
                format!("This round the {} is closed.", self.location(location))
            }
            NewsRule::ExtraEquipmentActivation(n) => format!(
                "This round everyone activates {} more of their equipment tokens.",
                n
            ),
        }
    }

    fn lab_ability_text(&self, side: LabSide) -> &'static str {
        match side {
            LabSide::Authoritarian => "When a news vote resolves, take 1 Idea from each player who voted differently. Right before your draft pick, you may swap the equipment tokens left in the offer.",
            LabSide::Liberal => "When another player's Ingenuity action moves you down, take 1 scientific resource of your choice from them. You may pay Funds instead of Ideas for the Ingenuity action.",
            LabSide::ManufacturingCo => "Whenever a new inventor card enters the offer, you may recruit it at once for its slot's price, without a switch, even on another player's turn.",
            LabSide::Metropolitan => "When you send an assistant to one of your equipment tokens, you may also use one free inventor's conversion.",
            LabSide::TradingFirm => "When you place an invention, gain 1 Fund for each Engineering, Chemistry or Physics paid.",
            LabSide::Polytechnic => "When you place an inventor, you may place an invention from your hand next to it with the same switch.",
            LabSide::Visionary => "Whenever you conceive an invention, you may pay 1 Idea to draw another invention tile.",
            LabSide::Resourceful => "In any payment, and when fulfilling experiments at the end, 1 Idea may stand in for 1 Engineering, Chemistry, Physics or Fund.",
        }
    }

    fn slot_bonus(&self, bonus: data::SlotBonus) -> String {
        match bonus {
            data::SlotBonus::Gain(gain) => format!("gain {}", self.resources(gain)),
            data::SlotBonus::GainAny(n) => format!(
                "gain {} of your choice",
                count(n, "scientific resource", "scientific resources")
            ),
            data::SlotBonus::DrawInvention(n) => {
                format!("draw {}", count(n, "invention tile", "invention tiles"))
            }
        }
    }

    fn conversion(&self, pay: Bundle, gain: Bundle) -> String {
        format!(
            "pay the owner {} to gain {}.",
            self.resources(pay),
            self.resources(gain)
        )
    }
}

impl English {
    /// One effect as a sentence.
    fn effect(&self, effect: Effect) -> String {
        match effect {
            Effect::Gain(gain) => format!("Gain {}.", self.resources(gain)),
            Effect::GainAny(n) => format!(
                "Gain {} of your choice.",
                count(n, "scientific resource", "scientific resources")
            ),
            Effect::GainSplit {
                resource,
                own,
                others,
            } => format!(
                "Gain {}; every other player gains {}.",
                self.resources(Bundle::one(resource, own)),
                self.resources(Bundle::one(resource, others))
            ),
            Effect::Convert {
                pay,
                gain,
                gain_any,
            } => {
                let mut paid = self.resources(pay.fixed);
                if pay.any_science > 0 {
                    let any = count(pay.any_science, "scientific resource", "scientific resources");
                    paid = if pay.fixed.total() > 0 { format!("{paid} and {any}") } else { any };
                }
                let mut got = Vec::new();
                if gain.total() > 0 {
                    got.push(self.resources(gain));
                }
                if gain_any > 0 {
                    got.push(format!(
                        "{} of your choice",
                        count(gain_any, "scientific resource", "scientific resources")
                    ));
                }
                format!("You may pay {paid} to gain {}.", join(&got, "and"))
            }
            Effect::DrawInvention(n) => format!("Draw {}.", count(n, "invention tile", "invention tiles")),
            Effect::DrawInventor(n) => format!("Draw {}.", count(n, "inventor card", "inventor cards")),
            Effect::DrawExperiment(n) => format!("Draw {}.", count(n, "secret experiment", "secret experiments")),
            Effect::DrawBreakthrough(n) => format!("Draw {}.", count(n, "breakthrough", "breakthroughs")),
            Effect::ResetSwitches(n) => format!("Turn {} back off.", count(n, "used switch", "used switches")),
            Effect::ActivateEquipment(1) => "Activate one of your equipment tokens again.".into(),
            Effect::ActivateEquipment(n) => {
                format!("Activate {n} different equipment tokens of yours again.")
            }
            Effect::PlaceDiscounted(n) => format!(
                "With a free switch, you may place another invention from your hand, {} of its cost waived.",
                count(n, "unit", "units")
            ),
            Effect::SearchConceive(first, second) => format!(
                "With a free switch: name {} or {}, draw until an invention matches and conceive it free.",
                self.filter(first),
                self.filter(second)
            ),
            Effect::PeekInventions { count: n, take_ideas } => format!(
                "Look at the top {n} invention tiles; you may conceive one of them for {}.",
                count(take_ideas, "Idea", "Ideas")
            ),
            Effect::StealFunds(n) => format!(
                "Each player below you on the Ingenuity track gives you up to {}.",
                count(n, "Fund", "Funds")
            ),
            Effect::StealSwitch => "Each player below you on the Ingenuity track uses up a free switch; you turn one of yours back off for each.".into(),
            Effect::InnovativeIdeas => "Gain 1 Idea, plus 1 for each player below you on the Ingenuity track.".into(),
            Effect::UseConversion => "Use one free inventor's conversion without an assistant.".into(),
            Effect::NextPlacementDiscount(n) => format!(
                "Your next invention placement this turn waives {} of its cost.",
                count(n, "unit", "units")
            ),
            Effect::AdvanceTrack(track, n) => format!(
                "Advance {} on the {}.",
                count(n, "space", "spaces"),
                self.track(track)
            ),
        }
    }

    fn filter(&self, filter: SearchFilter) -> &'static str {
        match filter {
            SearchFilter::Field(field) => self.field(field),
            SearchFilter::Track(track) => self.track(track),
        }
    }
}
