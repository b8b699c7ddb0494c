//! French, in the words of the French edition « ERA : L'Âge Médiéval » (Plan B / Asmodée) where
//! they are known: donjon, chaumière, ferme, rempart, région ravagée, jeton Temps, désastre,
//! crâne, dés paysan et noble, manche. Names carry their gender, so articles, elision ("l'église",
//! "d'Ada") and agreement ("tournée", "la dernière ferme") are written here, not glued.

use super::{name_of, or_face, philippe_colour, Words};
use crate::rules::{
    data, Action, Building, Cell, DieColour, Direction, Disaster, DisasterCause, EndBonus, Event,
    Expected, Face, GameState, Illegal, Party, Rank, RemovalCause, Resource, Resources, SetupError,
    MAX_NAME_CHARS,
};

pub struct French;

const TITLE: &str = "ERA\u{a0}: L'Âge Médiéval";

/// A common noun of the game in lower case, with what its articles need.
#[derive(Clone, Copy)]
struct Noun {
    singular: &'static str,
    plural: &'static str,
    feminine: bool,
}

const fn masculine(singular: &'static str, plural: &'static str) -> Noun {
    Noun {
        singular,
        plural,
        feminine: false,
    }
}

const fn feminine(singular: &'static str, plural: &'static str) -> Noun {
    Noun {
        singular,
        plural,
        feminine: true,
    }
}

/// Whether a word takes an elided article (l', d'): a vowel or a mute h.
fn elides(word: &str) -> bool {
    word.chars()
        .next()
        .is_some_and(|first| "aàâeéèêiîoôuûyhAÀÂEÉÈÊIÎOÔUÛYH".contains(first))
}

impl Noun {
    /// With the indefinite article: "un donjon", "une église".
    fn a(self) -> String {
        if self.feminine {
            format!("une {}", self.singular)
        } else {
            format!("un {}", self.singular)
        }
    }

    /// With the definite article: "le donjon", "la ferme", "l'église".
    fn the(self) -> String {
        if elides(self.singular) {
            format!("l'{}", self.singular)
        } else if self.feminine {
            format!("la {}", self.singular)
        } else {
            format!("le {}", self.singular)
        }
    }

    /// A number of them: "1 ferme", "2 fermes".
    fn count(self, count: u32) -> String {
        if count > 1 {
            format!("{count} {}", self.plural)
        } else {
            format!("{count} {}", self.singular)
        }
    }

    /// "Le dernier donjon", "La dernière ferme", at the start of a sentence.
    fn last(self) -> String {
        if self.feminine {
            format!("La dernière {}", self.singular)
        } else {
            format!("Le dernier {}", self.singular)
        }
    }

    /// A past participle agreeing with the noun: "tourné", "tournée".
    fn agree(self, participle: &str) -> String {
        if self.feminine {
            format!("{participle}e")
        } else {
            participle.to_string()
        }
    }
}

/// "de" before a name: "de Ben", "d'Ada".
fn of(name: &str) -> String {
    if elides(name) {
        format!("d'{name}")
    } else {
        format!("de {name}")
    }
}

/// Items in a French list: "a", "a et b", "a, b et c".
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} et {last}", rest.join(", ")),
    }
}

fn resource_name(resource: Resource) -> &'static str {
    match resource {
        Resource::TradeGoods => "marchandises",
        Resource::Stone => "pierre",
        Resource::Wood => "bois",
        Resource::Food => "nourriture",
    }
}

fn resource_noun(resource: Resource) -> Noun {
    match resource {
        Resource::TradeGoods => feminine("marchandise", "marchandises"),
        Resource::Stone => feminine("pierre", "pierres"),
        Resource::Wood => masculine("bois", "bois"),
        Resource::Food => feminine("nourriture", "nourritures"),
    }
}

fn resource_count(count: u32, resource: Resource) -> String {
    resource_noun(resource).count(count)
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
        "rien".to_string()
    } else {
        listed(&items)
    }
}

fn culture_count(count: u32) -> String {
    if count > 1 {
        format!("{count} points de culture")
    } else {
        format!("{count} point de culture")
    }
}

fn building_noun(building: Building) -> Noun {
    match building {
        Building::Keep => masculine("donjon", "donjons"),
        Building::Longhouse => feminine("chaumière", "chaumières"),
        Building::Townhouse => feminine("maison de ville", "maisons de ville"),
        Building::Church => feminine("église", "églises"),
        Building::Farm => feminine("ferme", "fermes"),
        Building::LumberMill => feminine("scierie", "scieries"),
        Building::Hospital => masculine("hôpital", "hôpitaux"),
        Building::Monastery => masculine("monastère", "monastères"),
        Building::Market => masculine("marché", "marchés"),
        Building::Guildhall => feminine("maison de guilde", "maisons de guilde"),
        Building::University => feminine("université", "universités"),
        Building::Cathedral => feminine("cathédrale", "cathédrales"),
    }
}

fn end_bonus(bonus: EndBonus) -> &'static str {
    match bonus {
        EndBonus::None => "aucun bonus de fin de partie",
        EndBonus::EmptyNeighbours => "1 point par case vide adjacente",
        EndBonus::ResourcesLeft => "1 point par ressource restante",
        EndBonus::Culture => "1 point par point de culture",
        EndBonus::Dice => "1 point par dé possédé",
    }
}

fn building_effect(building: Building) -> String {
    let info = building.info();
    let points = if info.points > 1 {
        format!("{} points", info.points)
    } else {
        format!("{} point", info.points)
    };
    let effect = match building {
        Building::Keep => "un dé noble\u{a0}; toujours à l'abri des remparts\u{a0}; épargné par les régions ravagées, la maladie et les attaques".to_string(),
        Building::Hospital => "lui et ses voisins sont à l'abri de la maladie".to_string(),
        Building::Monastery => {
            "règle un dé sur la face de votre choix avant le 2e lancer".to_string()
        }
        _ => match (info.die, info.bonus) {
            (Some(colour), _) => die_noun(colour).a(),
            (None, EndBonus::None) => {
                format!("{} à chaque collecte", resources_text(info.collect))
            }
            (None, bonus) => format!("en fin de partie, {}", end_bonus(bonus)),
        },
    };
    format!("{points}\u{a0}; {effect}.")
}

fn wall(length: u8) -> String {
    format!("rempart de longueur {length}")
}

fn cell(cell: Cell) -> String {
    format!("ligne {}, colonne {}", cell.row + 1, cell.col + 1)
}

fn die_colour(colour: DieColour) -> &'static str {
    match colour {
        DieColour::Yellow => "paysan (jaune)",
        DieColour::Blue => "bourgeois (bleu)",
        DieColour::Gray => "noble (gris)",
        DieColour::White => "clergé (blanc)",
    }
}

fn die_noun(colour: DieColour) -> Noun {
    match colour {
        DieColour::Yellow => masculine("dé paysan", "dés paysans"),
        DieColour::Blue => masculine("dé bourgeois", "dés bourgeois"),
        DieColour::Gray => masculine("dé noble", "dés nobles"),
        DieColour::White => masculine("dé du clergé", "dés du clergé"),
    }
}

fn dice_count(count: u32, colour: DieColour) -> String {
    die_noun(colour).count(count)
}

fn face_text(face: &Face) -> String {
    let mut parts = Vec::new();
    match face.alternative {
        Some(alternative) => parts.push(format!(
            "{} ou {}",
            resources_text(face.gain),
            resources_text(alternative)
        )),
        None => parts.extend(resource_items(face.gain)),
    }
    if face.culture > 0 {
        parts.push(culture_count(u32::from(face.culture)));
    }
    let symbols = [
        (face.hammers, masculine("marteau", "marteaux")),
        (face.swords, feminine("épée", "épées")),
        (face.shields, masculine("bouclier", "boucliers")),
    ];
    for (count, noun) in symbols {
        if count > 0 {
            parts.push(noun.count(u32::from(count)));
        }
    }
    let marks = [
        (face.feather, feminine("plume", "plumes")),
        (face.skull, masculine("crâne", "crânes")),
    ];
    if parts.is_empty() {
        let shown: Vec<String> = marks
            .iter()
            .filter(|(shown, _)| *shown)
            .map(|(_, noun)| noun.singular.to_string())
            .collect();
        return match shown.len() {
            0 => "rien".to_string(),
            1 => shown.concat(),
            _ => listed(&shown),
        };
    }
    for (shown, noun) in marks {
        if shown {
            parts.push(noun.a());
        }
    }
    listed(&parts)
}

fn disaster_name(disaster: Disaster) -> &'static str {
    match disaster {
        Disaster::Brigands => "Brigands",
        Disaster::Disease => "Maladie",
        Disaster::Treachery => "Trahison",
        Disaster::Fire => "Incendie",
        Disaster::Attack => "Attaque",
        Disaster::Revolt => "Révolte",
    }
}

fn disaster_effect(disaster: Disaster) -> &'static str {
    match disaster {
        Disaster::Brigands => {
            "Prenez 1 point de désastre ou défaussez 1 ressource de votre choix."
        }
        Disaster::Disease => {
            "Prenez 1 point de désastre par bâtiment accolé à un autre\u{a0}; les hôpitaux protègent leurs voisins."
        }
        Disaster::Treachery => {
            "Chaque adversaire place une région ravagée et perd les bâtiments qu'elle recouvre."
        }
        Disaster::Fire => {
            "Retirez 1 bâtiment de votre choix, même un donjon ou un bâtiment à l'abri des remparts."
        }
        Disaster::Attack => {
            "Chaque adversaire retire 1 bâtiment de son choix situé hors des remparts."
        }
        Disaster::Revolt => "Perdez toutes vos marchandises.",
    }
}

fn rank_name(rank: Rank) -> &'static str {
    match rank {
        Rank::Serf => "Serf",
        Rank::Peasant => "Paysan",
        Rank::Merchant => "Marchand",
        Rank::Knight => "Chevalier",
        Rank::Noble => "Noble",
        Rank::Monarch => "Monarque",
        Rank::Pope => "Pape",
    }
}

/// ", tournée de 90° dans le sens horaire" after a building placed turned, agreeing with it.
fn rotated(noun: Noun, rotation: u8) -> String {
    match rotation % 4 {
        0 => String::new(),
        2 => format!(", {} de 180°", noun.agree("tourné")),
        turns => format!(
            ", {} de {}° dans le sens horaire",
            noun.agree("tourné"),
            u32::from(turns) * 90
        ),
    }
}

fn direction(direction: Direction) -> &'static str {
    match direction {
        Direction::Horizontal => "vers la droite",
        Direction::Vertical => "vers le bas",
    }
}

/// Dice numbered from 1 with their article: "le dé 3", "les dés 1, 2 et 4".
fn dice_numbers(dice: impl Iterator<Item = usize>) -> String {
    let numbers: Vec<String> = dice.map(|die| (die + 1).to_string()).collect();
    match numbers.len() {
        1 => format!("le dé {}", numbers[0]),
        _ => format!("les dés {}", listed(&numbers)),
    }
}

fn collect_text(alternatives: [u8; 4]) -> String {
    let choices: Vec<String> = DieColour::ALL
        .into_iter()
        .filter(|colour| alternatives[colour.index()] > 0)
        .filter_map(|colour| {
            let face = or_face(colour)?;
            let alternative = face.alternative?;
            Some(format!(
                "{} au lieu de {} sur {}",
                resources_text(alternative),
                resources_text(face.gain),
                dice_count(u32::from(alternatives[colour.index()]), colour)
            ))
        })
        .collect();
    if choices.is_empty() {
        "collecter en gardant le premier choix de chaque face «\u{a0}ou\u{a0}»".to_string()
    } else {
        format!("collecter en prenant {}", listed(&choices))
    }
}

fn action_text(action: Action) -> String {
    match action {
        Action::DefaultDomain => "installer le domaine de départ par défaut".to_string(),
        Action::Build {
            building,
            rotation,
            cell: at,
        } => {
            let noun = building_noun(building);
            format!(
                "construire {} en {}{}",
                noun.a(),
                cell(at),
                rotated(noun, rotation)
            )
        }
        Action::Wall {
            length,
            cell: at,
            direction: way,
        } => format!(
            "construire un {} depuis la {} {}",
            wall(length),
            cell(at),
            direction(way)
        ),
        Action::Scorch(at) => format!("placer une région ravagée en {}", cell(at)),
        Action::SetDie { die, face } => format!(
            "utiliser un monastère pour mettre le dé {} sur la face {}",
            u32::from(die) + 1,
            u32::from(face) + 1
        ),
        Action::Reroll(set) if set.is_empty() => {
            "ne relancer aucun dé maintenant et garder le 3e lancer".to_string()
        }
        Action::Reroll(set) => format!("relancer {}", dice_numbers(set.dice())),
        Action::StopRolling => "arrêter de lancer".to_string(),
        Action::Feather {
            die,
            companion: None,
        } => format!("utiliser la plume du dé {}", u32::from(die) + 1),
        Action::Feather {
            die,
            companion: Some(other),
        } => format!(
            "utiliser la plume du dé {} et relancer aussi le dé {}",
            u32::from(die) + 1,
            u32::from(other) + 1
        ),
        Action::EndFeathers => "ne plus utiliser de plume".to_string(),
        Action::Collect { alternatives } => collect_text(alternatives),
        Action::SufferBrigands => "prendre le point de désastre".to_string(),
        Action::Discard(resource) => format!("défausser {}", resource_count(1, resource)),
        Action::Remove(at) => format!("retirer le bâtiment en {}", cell(at)),
        Action::EndBuilding => "arrêter de construire".to_string(),
        Action::Demand(resource) => format!("réclamer {}", resource_count(1, resource)),
        Action::Pay => "payer".to_string(),
        Action::Refuse => "refuser de payer".to_string(),
    }
}

fn disaster_points(points: u32) -> String {
    if points > 1 {
        format!("{points} points de désastre")
    } else {
        format!("{points} point de désastre")
    }
}

fn cause(cause: DisasterCause) -> &'static str {
    match cause {
        DisasterCause::Famine => "famine",
        DisasterCause::Brigands => "brigands",
        DisasterCause::Disease => "maladie",
        DisasterCause::Extortion(_) => "extorsion",
    }
}

/// One log line for an event; `names` are the players' names in seat order.
fn event_text(event: &Event, names: &[String]) -> String {
    let name = |seat: u8| {
        name_of(names, seat).map_or_else(|| format!("Joueur {}", seat + 1), str::to_string)
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
        } => {
            let noun = building_noun(*building);
            format!(
                "{} construit {} en {}{}.",
                name(*seat),
                noun.a(),
                cell(*at),
                rotated(noun, *rotation)
            )
        }
        Event::WallPlaced {
            seat,
            length,
            cell: at,
            direction: way,
        } => format!(
            "{} construit un {} depuis la {} {}.",
            name(*seat),
            wall(*length),
            cell(*at),
            direction(*way)
        ),
        Event::ScorchedPlaced { seat, cell: at } => format!(
            "{} place une région ravagée en {}.",
            name(*seat),
            cell(*at)
        ),
        Event::NoRoomForScorched { seat } => format!(
            "Le domaine {} n'a pas de place pour une région ravagée\u{a0}; elle reste dans la réserve.",
            of(&name(*seat))
        ),
        Event::DomainsRevealed => "Tous les domaines de départ sont révélés.".to_string(),
        Event::RoundStarted {
            round,
            start_player,
        } => format!(
            "La manche {round} commence\u{a0}; {} joue en premier.",
            name(*start_player)
        ),
        Event::DieRolled {
            seat,
            die,
            colour,
            face,
            roll,
        } => {
            let roll = if *roll > 3 {
                "plume".to_string()
            } else {
                format!("lancer {roll}")
            };
            format!(
                "{} obtient {} au dé {} n°\u{a0}{} ({roll}).",
                name(*seat),
                face_text(colour.face(*face)),
                die_colour(*colour),
                u32::from(*die) + 1
            )
        }
        Event::DieSet {
            seat,
            die,
            colour,
            face,
        } => format!(
            "{} tourne le dé {} n°\u{a0}{} sur {} grâce à un monastère.",
            name(*seat),
            die_colour(*colour),
            u32::from(*die) + 1,
            face_text(colour.face(*face))
        ),
        Event::RollFinished { seat } => format!("{} a fini de lancer.", name(*seat)),
        Event::DiceRevealed => {
            "Les écrans sont levés\u{a0}: tous les dés sont révélés.".to_string()
        }
        Event::PhilippeRolled { die, face } => match philippe_colour(*die) {
            Some(colour) => format!(
                "Sir Philippe lance {}\u{a0}: {}.",
                die_noun(colour).a(),
                face_text(colour.face(*face))
            ),
            None => format!(
                "Sir Philippe obtient la face {} au dé {}.",
                u32::from(*face) + 1,
                u32::from(*die) + 1
            ),
        },
        Event::FeatherUsed {
            seat,
            die,
            companion,
        } => match companion {
            Some(other) => format!(
                "{} utilise la plume du dé {} et le relance avec le dé {}.",
                name(*seat),
                u32::from(*die) + 1,
                u32::from(*other) + 1
            ),
            None => format!(
                "{} utilise la plume du dé {} et le relance.",
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
                gains.push(culture_count(u32::from(*culture)));
            }
            let gained = if gains.is_empty() {
                format!("{} ne collecte rien.", name(*seat))
            } else {
                format!("{} collecte {}.", name(*seat), listed(&gains))
            };
            if lost.is_empty() {
                gained
            } else {
                format!(
                    "{gained} Faute de place sur la piste, {} perd {}.",
                    name(*seat),
                    resources_text(*lost)
                )
            }
        }
        Event::Fed { seat, food: 0 } => {
            format!("{} n'a pas de nourriture pour ses dés.", name(*seat))
        }
        Event::Fed { seat, food } => format!(
            "Les dés {} mangent {}.",
            of(&name(*seat)),
            resource_count(u32::from(*food), Resource::Food)
        ),
        Event::DisasterStruck { seat, disaster } => format!(
            "Désastre pour {}\u{a0}: {}.",
            name(*seat),
            disaster_name(*disaster)
        ),
        Event::DisasterPoints {
            seat,
            points,
            cause: DisasterCause::Extortion(by),
        } => format!(
            "{} prend {} (extorsion par {}).",
            name(*seat),
            disaster_points(*points),
            party(*by)
        ),
        Event::DisasterPoints {
            seat,
            points,
            cause: why,
        } => format!(
            "{} prend {} ({}).",
            name(*seat),
            disaster_points(*points),
            cause(*why)
        ),
        Event::ResourceDiscarded { seat, resource } => format!(
            "{} abandonne {} aux brigands.",
            name(*seat),
            resource_count(1, *resource)
        ),
        Event::BuildingRemoved {
            seat,
            building,
            cell: at,
            cause,
        } => {
            let noun = building_noun(*building);
            match cause {
                RemovalCause::Scorched => format!(
                    "{} perd {} en {} sous la région ravagée.",
                    name(*seat),
                    noun.the(),
                    cell(*at)
                ),
                RemovalCause::Fire => format!(
                    "L'incendie détruit {} {} en {}.",
                    noun.the(),
                    of(&name(*seat)),
                    cell(*at)
                ),
                RemovalCause::Attack => format!(
                    "{} perd {} en {} dans l'attaque.",
                    name(*seat),
                    noun.the(),
                    cell(*at)
                ),
            }
        }
        Event::TradeGoodsLost { seat, amount: 0 } => format!(
            "Révolte\u{a0}: {} n'a aucune marchandise à perdre.",
            name(*seat)
        ),
        Event::TradeGoodsLost { seat, amount } => format!(
            "Révolte\u{a0}: {} perd {}.",
            name(*seat),
            resource_count(u32::from(*amount), Resource::TradeGoods)
        ),
        Event::TokenFlipped { building } => format!(
            "{} a quitté la réserve\u{a0}: un jeton Temps est retourné sur sa face X.",
            building_noun(*building).last()
        ),
        Event::HammersLost { seat, hammers } => {
            let lost = if *hammers > 1 {
                format!("{hammers} marteaux inutilisés")
            } else {
                format!("{hammers} marteau inutilisé")
            };
            format!("{} perd {lost}.", name(*seat))
        }
        Event::Demanded {
            extorter,
            victim,
            resource,
        } => format!(
            "{} réclame {} à {}.",
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
                "{} prend {} à Sir Philippe",
                party(*extorter),
                resource_count(1, *resource)
            );
            if *kept {
                format!("{taken}.")
            } else {
                format!("{taken}, mais n'a pas la place de l'accueillir.")
            }
        }
        Event::Paid {
            extorter: Party::Philippe,
            victim,
            resource,
            ..
        } => format!(
            "{} paie {} à Sir Philippe, qui l'écarte de la partie.",
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
                "{} paie {} à {}",
                party(*victim),
                resource_count(1, *resource),
                party(*extorter)
            );
            if *kept {
                format!("{paid}.")
            } else {
                format!("{paid}, qui n'a pas la place de l'accueillir.")
            }
        }
        Event::Refused { extorter, victim } => {
            format!("{} refuse de payer {}.", party(*victim), party(*extorter))
        }
        Event::DiceChanged { seat, dice } => {
            let owned: Vec<String> = DieColour::ALL
                .into_iter()
                .filter(|colour| dice[colour.index()] > 0)
                .map(|colour| dice_count(u32::from(dice[colour.index()]), colour))
                .collect();
            if owned.is_empty() {
                format!("{} n'a plus aucun dé.", name(*seat))
            } else {
                format!("{} a maintenant {}.", name(*seat), listed(&owned))
            }
        }
        Event::RoundEnded { round } => format!("La manche {round} se termine."),
        Event::GameEnded => "La partie est terminée.".to_string(),
    }
}

/// Why an action is not allowed, as a clause.
fn illegal(reason: Illegal) -> &'static str {
    match reason {
        Illegal::GameOver => "la partie est terminée",
        Illegal::NotNow(Expected::StartingDomain) => {
            "c'est le moment de placer votre domaine de départ"
        }
        Illegal::NotNow(Expected::Roll) => {
            "c'est le moment de lancer\u{a0}: réglez un dé, relancez ou arrêtez"
        }
        Illegal::NotNow(Expected::Feathers) => {
            "c'est le moment des plumes\u{a0}: utilisez-en une ou arrêtez"
        }
        Illegal::NotNow(Expected::Collect) => {
            "c'est le moment de collecter et de choisir sur les faces «\u{a0}ou\u{a0}»"
        }
        Illegal::NotNow(Expected::Brigands) => {
            "brigands\u{a0}: prenez le point de désastre ou défaussez une ressource"
        }
        Illegal::NotNow(Expected::Scorch) => "trahison\u{a0}: placez d'abord la région ravagée",
        Illegal::NotNow(Expected::Remove) => "un bâtiment doit d'abord être retiré",
        Illegal::NotNow(Expected::Build) => "c'est le moment de construire ou d'arrêter",
        Illegal::NotNow(Expected::Demand) => "extorsion\u{a0}: choisissez la ressource à réclamer",
        Illegal::NotNow(Expected::Answer) => "extorsion\u{a0}: payez ou refusez",
        Illegal::NotInStartingDomain => {
            "cette pièce ne fait pas partie des pièces de départ restant à placer"
        }
        Illegal::StartingDomainBegun => {
            "la disposition par défaut n'est possible qu'avant de placer la moindre pièce"
        }
        Illegal::ScorchedAreasLast => {
            "les régions ravagées se placent après les autres pièces de départ"
        }
        Illegal::OffGrid => "une partie de la pièce sortirait du domaine",
        Illegal::Occupied => "une case est déjà occupée à cet endroit",
        Illegal::NoSuchRotation => "ce bâtiment n'a pas cette orientation",
        Illegal::NoSuchWallLength => "aucun rempart n'a cette longueur",
        Illegal::NotInSupply => "il n'en reste plus dans la réserve",
        Illegal::CannotAfford => "vous n'avez pas de quoi payer",
        Illegal::Walled => "une région ravagée ne peut pas se trouver à l'abri des remparts",
        Illegal::NotLeastRemoval => "un autre emplacement retirerait moins de bâtiments",
        Illegal::NoSuchDie => "ce dé n'existe pas",
        Illegal::NoSuchFace => "un dé n'a que 6 faces",
        Illegal::SameFace => "ce dé montre déjà cette face",
        Illegal::DieAlreadySet => "chaque monastère règle un dé différent",
        Illegal::NoSetLeft => "aucun monastère ne peut régler de dé maintenant",
        Illegal::IdenticalDieFirst => {
            "parmi des dés identiques, choisissez d'abord celui qui porte le plus petit numéro"
        }
        Illegal::Locked => "un dé qui montre un crâne ne peut pas être relancé",
        Illegal::SetThisRound => "un dé réglé par un monastère est gardé pendant le 2e lancer",
        Illegal::NothingRerolled => "choisissez au moins un dé à relancer",
        Illegal::NotAFeather => "ce dé ne montre pas de plume",
        Illegal::SameDie => "le second dé doit être un autre dé",
        Illegal::TooManyAlternatives => {
            "plus de seconds choix que de dés montrant une face «\u{a0}ou\u{a0}»"
        }
        Illegal::NoResource => "aucune ressource de ce type n'est détenue",
        Illegal::NoBuildingThere => "aucun bâtiment ne commence sur cette case",
        Illegal::KeepProtected => "les donjons sont à l'abri des attaques",
        Illegal::WalledProtected => {
            "les bâtiments à l'abri des remparts ne craignent pas les attaques"
        }
        Illegal::NotShown => "les dés de Sir Philippe ne montrent pas cette ressource",
    }
}

/// Why a setup cannot start a game.
fn setup_error(error: &SetupError) -> String {
    match error {
        SetupError::PlayerCount(count) => format!(
            "{TITLE} se joue de {} à {} joueurs, pas à {count}",
            data::MIN_PLAYERS,
            data::MAX_PLAYERS
        ),
        SetupError::EmptyName(seat) => format!("le joueur {} n'a pas de nom", seat + 1),
        SetupError::NameTooLong(seat) => format!(
            "le nom du joueur {} dépasse {MAX_NAME_CHARS} caractères",
            seat + 1
        ),
        SetupError::StartPlayerOutOfRange(seat) => {
            format!("il n'y a pas de joueur {} pour commencer", seat + 1)
        }
    }
}

/// Why a recorded game does not replay.
fn replay_error(error: &tabletop::ReplayError<GameState>) -> String {
    match error {
        tabletop::ReplayError::Setup(reason) => {
            format!(
                "la mise en place est invalide\u{a0}: {}",
                setup_error(reason)
            )
        }
        tabletop::ReplayError::Illegal {
            index,
            action,
            reason,
        } => format!(
            "l'action {} ({}) est interdite\u{a0}: {}",
            index + 1,
            action_text(*action),
            illegal(reason.reason)
        ),
    }
}

impl Words for French {
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
        "région ravagée"
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
