//! German, in the words of the German edition „ERA – Das Mittelalter“ (eggertspiele / Pegasus
//! Spiele) where they are known: Turm, Bauernhaus, Bürgerhaus, Kirche, Bauernhof, Sägewerk,
//! Zunfthaus, Mauer, Ödland-Plättchen, Handelswaren, Totenkopf, Desaster, Seuche, Bauern-,
//! Bürger-, Adels- und Klerus-Würfel, Herrschaftsgebiet, Vorrat. Names carry their gender, so
//! the articles of each case are written here, not glued.

use super::{name_of, or_face, philippe_colour, Words};
use crate::rules::{
    data, Action, Building, Cell, DieColour, Direction, Disaster, DisasterCause, EndBonus, Event,
    Expected, Face, GameState, Illegal, Party, Rank, RemovalCause, Resource, Resources, SetupError,
    MAX_NAME_CHARS,
};

pub struct German;

const TITLE: &str = "ERA – Das Mittelalter";

#[derive(Clone, Copy, PartialEq, Eq)]
enum Gender {
    Masculine,
    Feminine,
    Neuter,
}

/// A noun of the game with its plural and gender.
#[derive(Clone, Copy)]
struct Noun {
    singular: &'static str,
    plural: &'static str,
    gender: Gender,
}

const fn noun(singular: &'static str, plural: &'static str, gender: Gender) -> Noun {
    Noun {
        singular,
        plural,
        gender,
    }
}

impl Noun {
    /// With the indefinite article in the accusative: "einen Turm", "eine Kirche", "ein Kloster".
    fn an_accusative(self) -> String {
        let article = match self.gender {
            Gender::Masculine => "einen",
            Gender::Feminine => "eine",
            Gender::Neuter => "ein",
        };
        format!("{article} {}", self.singular)
    }

    /// With the indefinite article in the nominative: "ein Turm", "eine Kirche".
    fn a(self) -> String {
        let article = match self.gender {
            Gender::Feminine => "eine",
            Gender::Masculine | Gender::Neuter => "ein",
        };
        format!("{article} {}", self.singular)
    }

    /// With the definite article in the accusative: "den Turm", "die Kirche", "das Kloster".
    fn the_accusative(self) -> String {
        let article = match self.gender {
            Gender::Masculine => "den",
            Gender::Feminine => "die",
            Gender::Neuter => "das",
        };
        format!("{article} {}", self.singular)
    }

    /// "Der letzte Turm", "Die letzte Kirche", "Das letzte Kloster", starting a sentence.
    fn last(self) -> String {
        let article = match self.gender {
            Gender::Masculine => "Der",
            Gender::Feminine => "Die",
            Gender::Neuter => "Das",
        };
        format!("{article} letzte {}", self.singular)
    }

    /// A number of them: "1 Kirche", "2 Kirchen".
    fn count(self, count: u32) -> String {
        if count == 1 {
            format!("1 {}", self.singular)
        } else {
            format!("{count} {}", self.plural)
        }
    }
}

/// Items in a German list: "a", "a und b", "a, b und c".
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} und {last}", rest.join(", ")),
    }
}

fn resource_name(resource: Resource) -> &'static str {
    match resource {
        Resource::TradeGoods => "Handelswaren",
        Resource::Stone => "Stein",
        Resource::Wood => "Holz",
        Resource::Food => "Nahrung",
    }
}

/// Stone, wood and food are counted as masses ("2 Stein", "3 Holz"), trade goods as pieces.
fn resource_count(count: u32, resource: Resource) -> String {
    match resource {
        Resource::TradeGoods if count == 1 => "1 Handelsware".to_string(),
        _ => format!("{count} {}", resource_name(resource)),
    }
}

fn resource_items(resources: Resources) -> Vec<String> {
    resources
        .held()
        .map(|resource| resource_count(u32::from(resources.get(resource)), resource))
        .collect()
}

fn resources_text(resources: Resources) -> String {
    let items = resource_items(resources);
    if items.is_empty() {
        "nichts".to_string()
    } else {
        listed(&items)
    }
}

fn building_noun(building: Building) -> Noun {
    use Gender::*;
    match building {
        Building::Keep => noun("Turm", "Türme", Masculine),
        Building::Longhouse => noun("Bauernhaus", "Bauernhäuser", Neuter),
        Building::Townhouse => noun("Bürgerhaus", "Bürgerhäuser", Neuter),
        Building::Church => noun("Kirche", "Kirchen", Feminine),
        Building::Farm => noun("Bauernhof", "Bauernhöfe", Masculine),
        Building::LumberMill => noun("Sägewerk", "Sägewerke", Neuter),
        Building::Hospital => noun("Hospital", "Hospitäler", Neuter),
        Building::Monastery => noun("Kloster", "Klöster", Neuter),
        Building::Market => noun("Markt", "Märkte", Masculine),
        Building::Guildhall => noun("Zunfthaus", "Zunfthäuser", Neuter),
        Building::University => noun("Universität", "Universitäten", Feminine),
        Building::Cathedral => noun("Kathedrale", "Kathedralen", Feminine),
    }
}

fn end_bonus(bonus: EndBonus) -> &'static str {
    match bonus {
        EndBonus::None => "kein Bonus bei Spielende",
        EndBonus::EmptyNeighbours => "1 Punkt für jedes leere Nachbarfeld",
        EndBonus::ResourcesLeft => "1 Punkt für jeden übrigen Rohstoff",
        EndBonus::Culture => "1 Punkt für jede Kultur",
        EndBonus::Dice => "1 Punkt für jeden eigenen Würfel",
    }
}

fn building_effect(building: Building) -> String {
    let info = building.info();
    let points = if info.points == 1 {
        "1 Punkt".to_string()
    } else {
        format!("{} Punkte", info.points)
    };
    let effect = match building {
        Building::Keep => {
            "ein Adelswürfel; immer ummauert; sicher vor Ödland, Seuche und Angriff".to_string()
        }
        Building::Hospital => "es und die Gebäude daneben sind vor der Seuche sicher".to_string(),
        Building::Monastery => {
            "dreht vor dem 2. Wurf einen Würfel auf eine beliebige Seite".to_string()
        }
        _ => match (info.die, info.bonus) {
            (Some(colour), _) => die_noun(colour).a(),
            (None, EndBonus::None) => {
                format!("{} bei jedem Sammeln", resources_text(info.collect))
            }
            (None, bonus) => format!("bei Spielende {}", end_bonus(bonus)),
        },
    };
    format!("{points}; {effect}.")
}

fn wall(length: u8) -> String {
    format!("Mauer der Länge {length}")
}

fn cell(cell: Cell) -> String {
    format!("Zeile {}, Spalte {}", cell.row + 1, cell.col + 1)
}

fn die_colour(colour: DieColour) -> &'static str {
    match colour {
        DieColour::Yellow => "Bauern (gelb)",
        DieColour::Blue => "Bürger (blau)",
        DieColour::Gray => "Adel (grau)",
        DieColour::White => "Klerus (weiß)",
    }
}

fn die_noun(colour: DieColour) -> Noun {
    let name = match colour {
        DieColour::Yellow => "Bauernwürfel",
        DieColour::Blue => "Bürgerwürfel",
        DieColour::Gray => "Adelswürfel",
        DieColour::White => "Kleruswürfel",
    };
    noun(name, name, Gender::Masculine)
}

fn dice_count(count: u32, colour: DieColour) -> String {
    die_noun(colour).count(count)
}

/// A number of dice in the dative: "bei 1 Bauernwürfel", "bei 2 Bauernwürfeln".
fn dice_dative(count: u32, colour: DieColour) -> String {
    let name = die_noun(colour).singular;
    if count == 1 {
        format!("1 {name}")
    } else {
        format!("{count} {name}n")
    }
}

fn face_text(face: &Face) -> String {
    use Gender::*;
    let mut parts = Vec::new();
    match face.alternative {
        Some(alternative) => parts.push(format!(
            "{} oder {}",
            resources_text(face.gain),
            resources_text(alternative)
        )),
        None => parts.extend(resource_items(face.gain)),
    }
    if face.culture > 0 {
        parts.push(format!("{} Kultur", face.culture));
    }
    let symbols = [
        (face.hammers, noun("Hammer", "Hämmer", Masculine)),
        (face.swords, noun("Schwert", "Schwerter", Neuter)),
        (face.shields, noun("Schild", "Schilde", Masculine)),
    ];
    for (count, symbol) in symbols {
        if count > 0 {
            parts.push(symbol.count(u32::from(count)));
        }
    }
    let marks = [
        (face.feather, noun("Feder", "Federn", Feminine)),
        (face.skull, noun("Totenkopf", "Totenköpfe", Masculine)),
    ];
    if parts.is_empty() {
        let shown: Vec<String> = marks
            .iter()
            .filter(|(shown, _)| *shown)
            .map(|(_, mark)| mark.singular.to_string())
            .collect();
        return match shown.len() {
            0 => "nichts".to_string(),
            1 => shown.concat(),
            _ => listed(&shown),
        };
    }
    for (shown, mark) in marks {
        if shown {
            parts.push(mark.a());
        }
    }
    listed(&parts)
}

fn disaster_name(disaster: Disaster) -> &'static str {
    match disaster {
        Disaster::Brigands => "Räuber",
        Disaster::Disease => "Seuche",
        Disaster::Treachery => "Verrat",
        Disaster::Fire => "Feuer",
        Disaster::Attack => "Angriff",
        Disaster::Revolt => "Aufstand",
    }
}

fn disaster_effect(disaster: Disaster) -> &'static str {
    match disaster {
        Disaster::Brigands => "Nimm 1 Desasterpunkt oder gib 1 Rohstoff deiner Wahl ab.",
        Disaster::Disease => {
            "Nimm 1 Desasterpunkt für jedes Gebäude, das an ein anderes grenzt; Hospitäler schützen ihre Nachbarn."
        }
        Disaster::Treachery => {
            "Jeder Gegner legt ein Ödland-Plättchen und verliert die Gebäude darunter."
        }
        Disaster::Fire => {
            "Entferne 1 Gebäude deiner Wahl, auch einen Turm oder ein ummauertes Gebäude."
        }
        Disaster::Attack => "Jeder Gegner entfernt 1 nicht ummauertes Gebäude seiner Wahl.",
        Disaster::Revolt => "Verliere alle deine Handelswaren.",
    }
}

fn rank_name(rank: Rank) -> &'static str {
    match rank {
        Rank::Serf => "Leibeigener",
        Rank::Peasant => "Bauer",
        Rank::Merchant => "Kaufmann",
        Rank::Knight => "Ritter",
        Rank::Noble => "Adliger",
        Rank::Monarch => "Monarch",
        Rank::Pope => "Papst",
    }
}

/// ", um 90° im Uhrzeigersinn gedreht" after a building placed turned.
fn rotated(rotation: u8) -> String {
    match rotation % 4 {
        0 => String::new(),
        2 => ", um 180° gedreht".to_string(),
        turns => format!(", um {}° im Uhrzeigersinn gedreht", u32::from(turns) * 90),
    }
}

fn direction(direction: Direction) -> &'static str {
    match direction {
        Direction::Horizontal => "nach rechts",
        Direction::Vertical => "nach unten",
    }
}

/// Dice numbered from 1: "Würfel 3", "Würfel 1, 2 und 4".
fn dice_numbers(dice: impl Iterator<Item = usize>) -> String {
    let numbers: Vec<String> = dice.map(|die| (die + 1).to_string()).collect();
    format!("Würfel {}", listed(&numbers))
}

fn collect_text(alternatives: [u8; 4]) -> String {
    let choices: Vec<String> = DieColour::ALL
        .into_iter()
        .filter(|colour| alternatives[colour.index()] > 0)
        .filter_map(|colour| {
            let face = or_face(colour)?;
            let alternative = face.alternative?;
            Some(format!(
                "{} statt {} bei {}",
                resources_text(alternative),
                resources_text(face.gain),
                dice_dative(u32::from(alternatives[colour.index()]), colour)
            ))
        })
        .collect();
    if choices.is_empty() {
        "sammeln und bei jeder Oder-Seite die erste Wahl nehmen".to_string()
    } else {
        format!("sammeln und dabei {} nehmen", listed(&choices))
    }
}

fn action_text(action: Action) -> String {
    match action {
        Action::DefaultDomain => "die vorgegebene Startaufstellung aufbauen".to_string(),
        Action::Build {
            building,
            rotation,
            cell: at,
        } => format!(
            "{} in {} bauen{}",
            building_noun(building).an_accusative(),
            cell(at),
            rotated(rotation)
        ),
        Action::Wall {
            length,
            cell: at,
            direction: way,
        } => format!(
            "eine {} ab {} {} bauen",
            wall(length),
            cell(at),
            direction(way)
        ),
        Action::Scorch(at) => format!("ein Ödland-Plättchen in {} legen", cell(at)),
        Action::SetDie { die, face } => format!(
            "mit einem Kloster Würfel {} auf Seite {} drehen",
            u32::from(die) + 1,
            u32::from(face) + 1
        ),
        Action::Reroll(set) if set.is_empty() => {
            "jetzt keinen Würfel neu würfeln und den 3. Wurf behalten".to_string()
        }
        Action::Reroll(set) => format!("{} neu würfeln", dice_numbers(set.dice())),
        Action::StopRolling => "mit dem Würfeln aufhören".to_string(),
        Action::Feather {
            die,
            companion: None,
        } => format!("die Feder von Würfel {} nutzen", u32::from(die) + 1),
        Action::Feather {
            die,
            companion: Some(other),
        } => format!(
            "die Feder von Würfel {} nutzen und Würfel {} mitwürfeln",
            u32::from(die) + 1,
            u32::from(other) + 1
        ),
        Action::EndFeathers => "keine weitere Feder nutzen".to_string(),
        Action::Collect { alternatives } => collect_text(alternatives),
        Action::SufferBrigands => "den Desasterpunkt nehmen".to_string(),
        Action::Discard(resource) => format!("{} abgeben", resource_count(1, resource)),
        Action::Remove(at) => format!("das Gebäude in {} entfernen", cell(at)),
        Action::EndBuilding => "mit dem Bauen aufhören".to_string(),
        Action::Demand(resource) => format!("{} fordern", resource_count(1, resource)),
        Action::Pay => "zahlen".to_string(),
        Action::Refuse => "die Zahlung verweigern".to_string(),
    }
}

fn disaster_points(points: u32) -> String {
    if points == 1 {
        "1 Desasterpunkt".to_string()
    } else {
        format!("{points} Desasterpunkte")
    }
}

fn cause(cause: DisasterCause) -> &'static str {
    match cause {
        DisasterCause::Famine => "Hungersnot",
        DisasterCause::Brigands => "Räuber",
        DisasterCause::Disease => "Seuche",
        DisasterCause::Extortion(_) => "Erpressung",
    }
}

/// One log line for an event; `names` are the players' names in seat order.
fn event_text(event: &Event, names: &[String]) -> String {
    let name = |seat: u8| {
        name_of(names, seat).map_or_else(|| format!("Spieler {}", seat + 1), str::to_string)
    };
    let party = |party: Party| match party {
        Party::Player(seat) => name(seat),
        Party::Philippe => "Sir Philippe".to_string(),
    };
    match event {
        Event::BuildingPlaced {
            seat,
            building,
            rotation,
            cell: at,
        } => format!(
            "{} baut {} in {}{}.",
            name(*seat),
            building_noun(*building).an_accusative(),
            cell(*at),
            rotated(*rotation)
        ),
        Event::WallPlaced {
            seat,
            length,
            cell: at,
            direction: way,
        } => format!(
            "{} baut eine {} ab {} {}.",
            name(*seat),
            wall(*length),
            cell(*at),
            direction(*way)
        ),
        Event::ScorchedPlaced { seat, cell: at } => format!(
            "{} legt ein Ödland-Plättchen in {}.",
            name(*seat),
            cell(*at)
        ),
        Event::NoRoomForScorched { seat } => format!(
            "Bei {} ist kein Platz für ein Ödland-Plättchen; es bleibt im Vorrat.",
            name(*seat)
        ),
        Event::DomainsRevealed => "Alle Start-Herrschaftsgebiete werden aufgedeckt.".to_string(),
        Event::RoundStarted {
            round,
            start_player,
        } => format!("Runde {round} beginnt; {} fängt an.", name(*start_player)),
        Event::DieRolled {
            seat,
            die,
            colour,
            face,
            roll,
        } => {
            let roll = if *roll > 3 {
                "Feder".to_string()
            } else {
                format!("Wurf {roll}")
            };
            format!(
                "{} würfelt {} ({} {}; {roll}).",
                name(*seat),
                face_text(colour.face(*face)),
                die_noun(*colour).singular,
                u32::from(*die) + 1
            )
        }
        Event::DieSet {
            seat,
            die,
            colour,
            face,
        } => format!(
            "{} dreht mit einem Kloster den {} {} auf {}.",
            name(*seat),
            die_noun(*colour).singular,
            u32::from(*die) + 1,
            face_text(colour.face(*face))
        ),
        Event::RollFinished { seat } => format!("{} ist mit dem Würfeln fertig.", name(*seat)),
        Event::DiceRevealed => {
            "Die Sichtschirme fallen: alle Würfel werden aufgedeckt.".to_string()
        }
        Event::PhilippeRolled { die, face } => match philippe_colour(*die) {
            Some(colour) => format!(
                "Sir Philippe würfelt mit einem {}: {}.",
                die_noun(colour).singular,
                face_text(colour.face(*face))
            ),
            None => format!(
                "Sir Philippe würfelt mit Würfel {} die Seite {}.",
                u32::from(*die) + 1,
                u32::from(*face) + 1
            ),
        },
        Event::FeatherUsed {
            seat,
            die,
            companion,
        } => match companion {
            Some(other) => format!(
                "{} nutzt die Feder von Würfel {} und würfelt ihn zusammen mit Würfel {} neu.",
                name(*seat),
                u32::from(*die) + 1,
                u32::from(*other) + 1
            ),
            None => format!(
                "{} nutzt die Feder von Würfel {} und würfelt ihn neu.",
                name(*seat),
                u32::from(*die) + 1
            ),
        },
        Event::Collected {
            seat,
            kept,
            lost,
            culture,
        } => {
            let mut gains = resource_items(*kept);
            if *culture > 0 {
                gains.push(format!("{culture} Kultur"));
            }
            let gained = if gains.is_empty() {
                format!("{} sammelt nichts.", name(*seat))
            } else {
                format!("{} sammelt {}.", name(*seat), listed(&gains))
            };
            if lost.is_empty() {
                gained
            } else {
                format!(
                    "{gained} Wegen voller Leiste verliert {} {}.",
                    name(*seat),
                    resources_text(*lost)
                )
            }
        }
        Event::Fed { seat, food: 0 } => {
            format!("{} hat keine Nahrung für die Würfel.", name(*seat))
        }
        Event::Fed { seat, food } => format!(
            "Die Würfel von {} verbrauchen {}.",
            name(*seat),
            resource_count(u32::from(*food), Resource::Food)
        ),
        Event::DisasterStruck { seat, disaster } => format!(
            "Desaster für {}: {}.",
            name(*seat),
            disaster_name(*disaster)
        ),
        Event::DisasterPoints {
            seat,
            points,
            cause: DisasterCause::Extortion(by),
        } => format!(
            "{} erhält {} (Erpressung durch {}).",
            name(*seat),
            disaster_points(*points),
            party(*by)
        ),
        Event::DisasterPoints {
            seat,
            points,
            cause: why,
        } => format!(
            "{} erhält {} ({}).",
            name(*seat),
            disaster_points(*points),
            cause(*why)
        ),
        Event::ResourceDiscarded { seat, resource } => format!(
            "{} gibt {} an die Räuber ab.",
            name(*seat),
            resource_count(1, *resource)
        ),
        Event::BuildingRemoved {
            seat,
            building,
            cell: at,
            cause,
        } => {
            let building = building_noun(*building).the_accusative();
            match cause {
                RemovalCause::Scorched => format!(
                    "{} verliert {building} in {} unter dem Ödland-Plättchen.",
                    name(*seat),
                    cell(*at)
                ),
                RemovalCause::Fire => format!(
                    "Das Feuer zerstört {building} von {} in {}.",
                    name(*seat),
                    cell(*at)
                ),
                RemovalCause::Attack => format!(
                    "{} verliert beim Angriff {building} in {}.",
                    name(*seat),
                    cell(*at)
                ),
            }
        }
        Event::TradeGoodsLost { seat, amount: 0 } => format!(
            "Aufstand: {} hat keine Handelswaren zu verlieren.",
            name(*seat)
        ),
        Event::TradeGoodsLost { seat, amount } => format!(
            "Aufstand: {} verliert {}.",
            name(*seat),
            resource_count(u32::from(*amount), Resource::TradeGoods)
        ),
        Event::TokenFlipped { building } => format!(
            "{} hat den Vorrat verlassen: ein Spielende-Plättchen wird auf sein X gedreht.",
            building_noun(*building).last()
        ),
        Event::HammersLost { seat, hammers: 1 } => {
            format!("1 ungenutzter Hammer von {} verfällt.", name(*seat))
        }
        Event::HammersLost { seat, hammers } => {
            format!("{hammers} ungenutzte Hämmer von {} verfallen.", name(*seat))
        }
        Event::Demanded {
            extorter,
            victim,
            resource,
        } => format!(
            "{} fordert {} von {}.",
            party(*extorter),
            resource_count(1, *resource),
            party(*victim)
        ),
        Event::Paid {
            extorter,
            victim: Party::Philippe,
            resource,
            kept,
        } => {
            let taken = format!(
                "{} nimmt Sir Philippe {} ab",
                party(*extorter),
                resource_count(1, *resource)
            );
            if *kept {
                format!("{taken}.")
            } else {
                format!("{taken}, hat aber keinen Platz dafür.")
            }
        }
        Event::Paid {
            extorter: Party::Philippe,
            victim,
            resource,
            ..
        } => format!(
            "{} zahlt {} an Sir Philippe; die Zahlung geht aus dem Spiel.",
            party(*victim),
            resource_count(1, *resource)
        ),
        Event::Paid {
            extorter,
            victim,
            resource,
            kept,
        } => {
            let paid = format!(
                "{} zahlt {} an {}",
                party(*victim),
                resource_count(1, *resource),
                party(*extorter)
            );
            if *kept {
                format!("{paid}.")
            } else {
                format!("{paid}, doch {} hat keinen Platz dafür.", party(*extorter))
            }
        }
        Event::Refused { extorter, victim } => format!(
            "{} verweigert {} die Zahlung.",
            party(*victim),
            party(*extorter)
        ),
        Event::DiceChanged { seat, dice } => {
            let owned: Vec<String> = DieColour::ALL
                .into_iter()
                .filter(|colour| dice[colour.index()] > 0)
                .map(|colour| dice_count(u32::from(dice[colour.index()]), colour))
                .collect();
            if owned.is_empty() {
                format!("{} hat jetzt keine Würfel mehr.", name(*seat))
            } else {
                format!("{} hat jetzt {}.", name(*seat), listed(&owned))
            }
        }
        Event::RoundEnded { round } => format!("Runde {round} endet."),
        Event::GameEnded => "Das Spiel ist zu Ende.".to_string(),
    }
}

/// Why an action is not allowed, as a clause.
fn illegal(reason: Illegal) -> &'static str {
    match reason {
        Illegal::GameOver => "das Spiel ist zu Ende",
        Illegal::NotNow(Expected::StartingDomain) => {
            "jetzt baust du dein Start-Herrschaftsgebiet auf"
        }
        Illegal::NotNow(Expected::Roll) => {
            "jetzt wird gewürfelt: dreh einen Würfel, würfle neu oder hör auf"
        }
        Illegal::NotNow(Expected::Feathers) => {
            "jetzt kommen die Federn: nutze eine oder keine weitere"
        }
        Illegal::NotNow(Expected::Collect) => "jetzt wird gesammelt und bei Oder-Seiten gewählt",
        Illegal::NotNow(Expected::Brigands) => {
            "Räuber: nimm den Desasterpunkt oder gib einen Rohstoff ab"
        }
        Illegal::NotNow(Expected::Scorch) => "Verrat: leg zuerst das Ödland-Plättchen",
        Illegal::NotNow(Expected::Remove) => "zuerst muss ein Gebäude entfernt werden",
        Illegal::NotNow(Expected::Build) => "jetzt wird gebaut oder mit dem Bauen aufgehört",
        Illegal::NotNow(Expected::Demand) => "Erpressung: nenne den geforderten Rohstoff",
        Illegal::NotNow(Expected::Answer) => "Erpressung: zahle oder verweigere die Zahlung",
        Illegal::NotInStartingDomain => {
            "dieses Teil gehört nicht zu den Startteilen, die noch zu legen sind"
        }
        Illegal::StartingDomainBegun => {
            "die vorgegebene Aufstellung geht nur, bevor ein Teil liegt"
        }
        Illegal::ScorchedAreasLast => "die Ödland-Plättchen kommen nach den anderen Startteilen",
        Illegal::OffGrid => "ein Teil davon läge außerhalb des Herrschaftsgebiets",
        Illegal::Occupied => "ein Feld dort ist schon belegt",
        Illegal::NoSuchRotation => "so lässt sich dieses Gebäude nicht drehen",
        Illegal::NoSuchWallLength => "Mauern dieser Länge gibt es nicht",
        Illegal::NotInSupply => "davon ist keins mehr im Vorrat",
        Illegal::CannotAfford => "du kannst es nicht bezahlen",
        Illegal::Walled => "ein Ödland-Plättchen darf nicht auf ummauerten Feldern liegen",
        Illegal::NotLeastRemoval => "an anderer Stelle würden weniger Gebäude entfernt",
        Illegal::NoSuchDie => "diesen Würfel gibt es nicht",
        Illegal::NoSuchFace => "ein Würfel hat nur 6 Seiten",
        Illegal::SameFace => "dieser Würfel zeigt schon diese Seite",
        Illegal::DieAlreadySet => "jedes Kloster dreht einen anderen Würfel",
        Illegal::NoSetLeft => "jetzt kann kein Kloster einen Würfel drehen",
        Illegal::IdenticalDieFirst => {
            "unter gleichen Würfeln ist zuerst der mit der kleinsten Nummer zu wählen"
        }
        Illegal::Locked => "ein Würfel mit Totenkopf darf nicht neu gewürfelt werden",
        Illegal::SetThisRound => "ein vom Kloster gedrehter Würfel bleibt im 2. Wurf liegen",
        Illegal::NothingRerolled => "wähle mindestens einen Würfel zum Neuwürfeln",
        Illegal::NotAFeather => "dieser Würfel zeigt keine Feder",
        Illegal::SameDie => "der zweite Würfel muss ein anderer sein",
        Illegal::TooManyAlternatives => "mehr zweite Wahlen als Würfel mit Oder-Seite",
        Illegal::NoResource => "von diesem Rohstoff ist nichts da",
        Illegal::NoBuildingThere => "auf diesem Feld beginnt kein Gebäude",
        Illegal::KeepProtected => "Türme sind vor Angriffen sicher",
        Illegal::WalledProtected => "ummauerte Gebäude sind vor Angriffen sicher",
        Illegal::NotShown => "die Würfel von Sir Philippe zeigen diesen Rohstoff nicht",
    }
}

/// Why a setup cannot start a game.
fn setup_error(error: &SetupError) -> String {
    match error {
        SetupError::PlayerCount(count) => format!(
            "{TITLE} ist für {} bis {} Spieler, nicht für {count}",
            data::MIN_PLAYERS,
            data::MAX_PLAYERS
        ),
        SetupError::EmptyName(seat) => format!("Spieler {} hat keinen Namen", seat + 1),
        SetupError::NameTooLong(seat) => format!(
            "der Name von Spieler {} ist länger als {MAX_NAME_CHARS} Zeichen",
            seat + 1
        ),
        SetupError::StartPlayerOutOfRange(seat) => {
            format!("es gibt keinen Spieler {}, der anfangen könnte", seat + 1)
        }
    }
}

/// Why a recorded game does not replay.
fn replay_error(error: &tabletop::ReplayError<GameState>) -> String {
    match error {
        tabletop::ReplayError::Setup(reason) => {
            format!(
                "die Spielvorbereitung ist ungültig: {}",
                setup_error(reason)
            )
        }
        tabletop::ReplayError::Illegal {
            index,
            action,
            reason,
        } => format!(
            "Aktion {} ({}) ist nicht erlaubt: {}",
            index + 1,
            action_text(*action),
            illegal(reason.reason)
        ),
    }
}

impl Words for German {
    fn title(&self) -> &'static str {
        TITLE
    }
    fn resource(&self, resource: Resource) -> &'static str {
        resource_name(resource)
    }
    fn resource_count(&self, count: u32, resource: Resource) -> String {
        resource_count(count, resource)
    }
    fn resources(&self, resources: Resources) -> String {
        resources_text(resources)
    }
    fn building(&self, building: Building) -> &'static str {
        building_noun(building).singular
    }
    fn building_count(&self, count: u32, building: Building) -> String {
        building_noun(building).count(count)
    }
    fn building_effect(&self, building: Building) -> String {
        building_effect(building)
    }
    fn wall(&self, length: u8) -> String {
        wall(length)
    }
    fn scorched_area(&self) -> &'static str {
        "Ödland-Plättchen"
    }
    fn cell(&self, at: Cell) -> String {
        cell(at)
    }
    fn die_colour(&self, colour: DieColour) -> &'static str {
        die_colour(colour)
    }
    fn dice_count(&self, count: u32, colour: DieColour) -> String {
        dice_count(count, colour)
    }
    fn face(&self, face: &Face) -> String {
        face_text(face)
    }
    fn disaster(&self, disaster: Disaster) -> &'static str {
        disaster_name(disaster)
    }
    fn disaster_effect(&self, disaster: Disaster) -> &'static str {
        disaster_effect(disaster)
    }
    fn rank(&self, rank: Rank) -> &'static str {
        rank_name(rank)
    }
    fn end_bonus(&self, bonus: EndBonus) -> &'static str {
        end_bonus(bonus)
    }
    fn action(&self, action: Action) -> String {
        action_text(action)
    }
    fn event(&self, event: &Event, names: &[String]) -> String {
        event_text(event, names)
    }
    fn illegal(&self, reason: Illegal) -> &'static str {
        illegal(reason)
    }
    fn setup_error(&self, error: &SetupError) -> String {
        setup_error(error)
    }
    fn replay_error(&self, error: &tabletop::ReplayError<GameState>) -> String {
        replay_error(error)
    }
}
