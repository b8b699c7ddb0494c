//! French, in the words of the French edition « ERA : L'Âge Médiéval » (Plan B / Asmodée) where
//! they are known: donjon, chaumière, ferme, rempart, région ravagée, jeton Temps, désastre,
//! crâne, dés paysan et noble, manche. Names carry their gender, so articles, elision ("l'église",
//! "d'Ada") and agreement ("tournée", "la dernière ferme") are written here, not glued.

use super::{actions, events, faces, sentences, Grammar, Words};
use crate::rules::{
    Action, Building, Cell, DieColour, Direction, Disaster, DisasterCause, EndBonus, Event,
    Expected, Face, GameState, Illegal, Rank, Resource, Resources, SetupError,
};
use tabletop::words::{french_elides as elides, Word};
use tabletop::{say, word};

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

impl Noun {
    /// With the indefinite article: "un donjon", "une église".
    fn a(self) -> String {
        if self.feminine {
            say!("une {}", self.singular)
        } else {
            say!("un {}", self.singular)
        }
    }

    /// With the definite article: "le donjon", "la ferme", "l'église".
    fn the(self) -> String {
        if elides(self.singular) {
            say!("l'{}", self.singular)
        } else if self.feminine {
            say!("la {}", self.singular)
        } else {
            say!("le {}", self.singular)
        }
    }

    /// A number of them: "1 ferme", "2 fermes".
    fn count(self, count: u32) -> String {
        if count > 1 {
            say!("{} {}", count, self.plural)
        } else {
            say!("{} {}", count, self.singular)
        }
    }

    /// "Le dernier donjon", "La dernière ferme", at the start of a sentence.
    fn last(self) -> String {
        if self.feminine {
            say!("La dernière {}", self.singular)
        } else {
            say!("Le dernier {}", self.singular)
        }
    }

    /// A past participle agreeing with the noun: "tourné", "tournée".
    fn agree(self, participle: &str) -> String {
        if self.feminine {
            say!("{}e", participle)
        } else {
            participle.to_string()
        }
    }
}

/// "de" before a name: "de Ben", "d'Ada".
fn of(name: &str) -> String {
    if elides(name) {
        say!("d'{}", name)
    } else {
        say!("de {}", name)
    }
}

/// Items in a French list: "a", "a et b", "a, b et c".
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => say!("{} et {}", rest.join(", "), last),
    }
}

fn resource_name(resource: Resource) -> &'static str {
    match resource {
        Resource::TradeGoods => say!("marchandises"),
        Resource::Stone => say!("pierre"),
        Resource::Wood => say!("bois"),
        Resource::Food => say!("nourriture"),
    }
}

fn resource_noun(resource: Resource) -> Noun {
    match resource {
        Resource::TradeGoods => feminine(say!("marchandise"), say!("marchandises")),
        Resource::Stone => feminine(say!("pierre"), say!("pierres")),
        Resource::Wood => masculine(say!("bois"), say!("bois")),
        Resource::Food => feminine(say!("nourriture"), say!("nourritures")),
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
        say!("rien").to_string()
    } else {
        listed(&items)
    }
}

fn culture_count(count: u32) -> String {
    if count > 1 {
        say!("{} points de culture", count)
    } else {
        say!("{} point de culture", count)
    }
}

fn building_noun(building: Building) -> Noun {
    match building {
        Building::Keep => masculine(say!("donjon"), say!("donjons")),
        Building::Longhouse => feminine(say!("chaumière"), say!("chaumières")),
        Building::Townhouse => feminine(say!("maison de ville"), say!("maisons de ville")),
        Building::Church => feminine(say!("église"), say!("églises")),
        Building::Farm => feminine(say!("ferme"), say!("fermes")),
        Building::LumberMill => feminine(say!("scierie"), say!("scieries")),
        Building::Hospital => masculine(say!("hôpital"), say!("hôpitaux")),
        Building::Monastery => masculine(say!("monastère"), say!("monastères")),
        Building::Market => masculine(say!("marché"), say!("marchés")),
        Building::Guildhall => feminine(say!("maison de guilde"), say!("maisons de guilde")),
        Building::University => feminine(say!("université"), say!("universités")),
        Building::Cathedral => feminine(say!("cathédrale"), say!("cathédrales")),
    }
}

fn end_bonus(bonus: EndBonus) -> &'static str {
    match bonus {
        EndBonus::None => say!("aucun bonus de fin de partie"),
        EndBonus::EmptyNeighbours => say!("1 point par case vide adjacente"),
        EndBonus::ResourcesLeft => say!("1 point par ressource restante"),
        EndBonus::Culture => say!("1 point par point de culture"),
        EndBonus::Dice => say!("1 point par dé possédé"),
    }
}

fn wall(length: u8) -> String {
    sentences::wall(&French, length)
}

fn cell(at: Cell) -> String {
    sentences::cell(&French, at)
}

fn die_colour(colour: DieColour) -> &'static str {
    match colour {
        DieColour::Yellow => say!("paysan (jaune)"),
        DieColour::Blue => say!("bourgeois (bleu)"),
        DieColour::Gray => say!("noble (gris)"),
        DieColour::White => say!("clergé (blanc)"),
    }
}

fn die_noun(colour: DieColour) -> Noun {
    match colour {
        DieColour::Yellow => masculine(say!("dé paysan"), say!("dés paysans")),
        DieColour::Blue => masculine(say!("dé bourgeois"), say!("dés bourgeois")),
        DieColour::Gray => masculine(say!("dé noble"), say!("dés nobles")),
        DieColour::White => masculine(say!("dé du clergé"), say!("dés du clergé")),
    }
}

fn dice_count(count: u32, colour: DieColour) -> String {
    die_noun(colour).count(count)
}

/// The words of die faces (see `faces`).
const FACES: [Word; faces::FACES] = [
    word!("{0} ou {1}"),
    word!("marteau"),
    word!("marteaux"),
    word!("épée"),
    word!("épées"),
    word!("bouclier"),
    word!("boucliers"),
    word!("plume"),
    word!("crâne"),
    word!("une plume"),
    word!("un crâne"),
    word!("rien"),
];

fn face_text(face: &Face) -> String {
    faces::face_text(&French, face)
}

fn disaster_name(disaster: Disaster) -> &'static str {
    match disaster {
        Disaster::Brigands => say!("Brigands"),
        Disaster::Disease => say!("Maladie"),
        Disaster::Treachery => say!("Trahison"),
        Disaster::Fire => say!("Incendie"),
        Disaster::Attack => say!("Attaque"),
        Disaster::Revolt => say!("Révolte"),
    }
}

fn disaster_effect(disaster: Disaster) -> &'static str {
    match disaster {
        Disaster::Brigands => {
            say!("Prenez 1 point de désastre ou défaussez 1 ressource de votre choix.")
        }
        Disaster::Disease => {
            say!("Prenez 1 point de désastre par bâtiment accolé à un autre\u{a0}; les hôpitaux protègent leurs voisins.")
        }
        Disaster::Treachery => {
            say!("Chaque adversaire place une région ravagée et perd les bâtiments qu'elle recouvre.")
        }
        Disaster::Fire => {
            say!("Retirez 1 bâtiment de votre choix, même un donjon ou un bâtiment à l'abri des remparts.")
        }
        Disaster::Attack => {
            say!("Chaque adversaire retire 1 bâtiment de son choix situé hors des remparts.")
        }
        Disaster::Revolt => say!("Perdez toutes vos marchandises."),
    }
}

fn rank_name(rank: Rank) -> &'static str {
    match rank {
        Rank::Serf => say!("Serf"),
        Rank::Peasant => say!("Paysan"),
        Rank::Merchant => say!("Marchand"),
        Rank::Knight => say!("Chevalier"),
        Rank::Noble => say!("Noble"),
        Rank::Monarch => say!("Monarque"),
        Rank::Pope => say!("Pape"),
    }
}

/// ", tournée de 90° dans le sens horaire" after a building placed turned, agreeing with it.
fn rotated(noun: Noun, rotation: u8) -> String {
    match rotation % 4 {
        0 => String::new(),
        2 => say!(", {} de 180°", noun.agree(say!("tourné"))),
        turns => say!(
            ", {} de {}° dans le sens horaire",
            noun.agree(say!("tourné")),
            u32::from(turns) * 90
        ),
    }
}

fn direction(direction: Direction) -> &'static str {
    match direction {
        Direction::Horizontal => say!("vers la droite"),
        Direction::Vertical => say!("vers le bas"),
    }
}

/// The commands' templates (see `actions`).
const ACTIONS: [Word; actions::ACTIONS] = [
    word!("installer le domaine de départ par défaut"),
    word!("construire {0} en {1}{2}"),
    word!("construire un {0} depuis la {1} {2}"),
    word!("placer une région ravagée en {0}"),
    word!("utiliser un monastère pour mettre le dé {0} sur la face {1}"),
    word!("ne relancer aucun dé maintenant et garder le 3e lancer"),
    word!("relancer le dé {0}"),
    word!("relancer les dés {0}"),
    word!("arrêter de lancer"),
    word!("utiliser la plume du dé {0}"),
    word!("utiliser la plume du dé {0} et relancer aussi le dé {1}"),
    word!("ne plus utiliser de plume"),
    word!("collecter en gardant le premier choix de chaque face «\u{a0}ou\u{a0}»"),
    word!("collecter en prenant {0}"),
    word!("{0} au lieu de {1} sur {2}"),
    word!("prendre le point de désastre"),
    word!("défausser {0}"),
    word!("retirer le bâtiment en {0}"),
    word!("arrêter de construire"),
    word!("réclamer {0}"),
    word!("payer"),
    word!("refuser de payer"),
];

fn action_text(action: Action) -> String {
    actions::action_text(&French, action)
}

fn disaster_points(points: u32) -> String {
    sentences::disaster_points(&French, points)
}

fn cause(cause: DisasterCause) -> &'static str {
    match cause {
        DisasterCause::Famine => say!("famine"),
        DisasterCause::Brigands => say!("brigands"),
        DisasterCause::Disease => say!("maladie"),
        DisasterCause::Extortion(_) => say!("extorsion"),
    }
}

/// The other sentences' templates (see `sentences`).
const SENTENCES: [Word; sentences::SENTENCES] = [
    word!("{0} point"),
    word!("{0} points"),
    word!("un dé noble\u{a0}; toujours à l'abri des remparts\u{a0}; épargné par les régions ravagées, la maladie et les attaques"),
    word!("lui et ses voisins sont à l'abri de la maladie"),
    word!("règle un dé sur la face de votre choix avant le 2e lancer"),
    word!("{0} à chaque collecte"),
    word!("en fin de partie, {0}"),
    word!("{0}\u{a0}; {1}."),
    word!("{0} se joue de {1} à {2} joueurs, pas à {3}"),
    word!("le joueur {0} n'a pas de nom"),
    word!("le nom du joueur {0} dépasse {1} caractères"),
    word!("il n'y a pas de joueur {0} pour commencer"),
    word!("la mise en place est invalide\u{a0}: {0}"),
    word!("l'action {0} ({1}) est interdite\u{a0}: {2}"),
    word!("ligne {0}, colonne {1}"),
    word!("rempart de longueur {0}"),
    word!("{0} point de désastre"),
    word!("{0} points de désastre"),
];

/// The log lines' templates (see `events`).
const EVENTS: [Word; events::EVENTS] = [
    word!("Joueur {0}"),
    word!("Sir Philippe"),
    word!("{0} construit {1} en {2}{3}."),
    word!("{0} construit un {1} depuis la {2} {3}."),
    word!("{0} place une région ravagée en {1}."),
    word!("Le domaine {0} n'a pas de place pour une région ravagée\u{a0}; elle reste dans la réserve."),
    word!("Tous les domaines de départ sont révélés."),
    word!("La manche {0} commence\u{a0}; {1} joue en premier."),
    word!("plume"),
    word!("lancer {0}"),
    word!("{0} obtient {1} au dé {2} n°\u{a0}{3} ({4})."),
    word!("{0} tourne le dé {1} n°\u{a0}{2} sur {3} grâce à un monastère."),
    word!("{0} a fini de lancer."),
    word!("Les écrans sont levés\u{a0}: tous les dés sont révélés."),
    word!("Sir Philippe lance {0}\u{a0}: {1}."),
    word!("Sir Philippe obtient la face {0} au dé {1}."),
    word!("{0} utilise la plume du dé {1} et le relance avec le dé {2}."),
    word!("{0} utilise la plume du dé {1} et le relance."),
    word!("{0} ne collecte rien."),
    word!("{0} collecte {1}."),
    word!("{0} Les pistes sont pleines\u{a0}: {1} ne peut garder {2} de plus."),
    word!("{0} n'a pas de nourriture pour ses dés."),
    word!("Les dés {0} mangent {1}."),
    word!("Désastre pour {0}\u{a0}: {1}."),
    word!("{0} prend {1} (extorsion par {2})."),
    word!("{0} prend {1} ({2})."),
    word!("{0} abandonne {1} aux brigands."),
    word!("{0} perd {1} en {2} sous la région ravagée."),
    word!("L'incendie détruit {1} {3} en {2}."),
    word!("{0} perd {1} en {2} dans l'attaque."),
    word!("Révolte\u{a0}: {0} n'a aucune marchandise à perdre."),
    word!("Révolte\u{a0}: {0} perd {1}."),
    word!("{0} a quitté la réserve\u{a0}: un jeton Temps est retourné sur sa face X."),
    word!("{0} perd 1 marteau inutilisé."),
    word!("{0} perd {1} marteaux inutilisés."),
    word!("{0} réclame {1} à {2}."),
    word!("{0} prend {1} à Sir Philippe."),
    word!("{0} prend {1} à Sir Philippe, mais n'a pas la place de l'accueillir."),
    word!("{0} paie {1} à Sir Philippe, qui l'écarte de la partie."),
    word!("{0} paie {1} à {2}."),
    word!("{0} paie {1} à {2}, qui n'a pas la place de l'accueillir."),
    word!("{0} refuse de payer {1}."),
    word!("{0} n'a plus aucun dé."),
    word!("{0} a maintenant {1}."),
    word!("La manche {0} se termine."),
    word!("La partie est terminée."),
    word!("Pas d'extorsion cette manche ({0}\u{a0}: épées {1}, boucliers {2}\u{a0}; Sir Philippe\u{a0}: épées {3}, boucliers {4})."),
    word!("{0} extorque Sir Philippe, mais ses dés ne montrent aucune ressource à prendre."),
    word!("Aucun bâtiment {0} n'est accolé à un autre\u{a0}: la maladie ne coûte rien."),
    word!("{0} n'a obtenu aucun marteau\u{a0}: rien à construire cette manche."),
];

impl Grammar for French {
    fn events(&self) -> &'static [Word; events::EVENTS] {
        &EVENTS
    }
    fn actions(&self) -> &'static [Word; actions::ACTIONS] {
        &ACTIONS
    }
    fn faces(&self) -> &'static [Word; faces::FACES] {
        &FACES
    }
    fn sentences(&self) -> &'static [Word; sentences::SENTENCES] {
        &SENTENCES
    }
    fn plural(&self, count: u32) -> bool {
        count > 1
    }
    fn a_die_given(&self, colour: DieColour) -> String {
        die_noun(colour).a()
    }
    fn dice_on(&self, count: u32, colour: DieColour) -> String {
        dice_count(count, colour)
    }
    fn a_building(&self, building: Building) -> String {
        building_noun(building).a()
    }
    fn the_building(&self, building: Building) -> String {
        building_noun(building).the()
    }
    fn the_last_building(&self, building: Building) -> String {
        building_noun(building).last()
    }
    fn rotated(&self, building: Building, rotation: u8) -> String {
        rotated(building_noun(building), rotation)
    }
    fn the_die(&self, colour: DieColour) -> &'static str {
        die_colour(colour)
    }
    fn a_die(&self, colour: DieColour) -> String {
        die_noun(colour).a()
    }
    fn of(&self, name: &str) -> String {
        of(name)
    }
    fn culture(&self, count: u32) -> String {
        culture_count(count)
    }
    fn direction(&self, way: Direction) -> &'static str {
        direction(way)
    }
    fn listed(&self, items: &[String]) -> String {
        listed(items)
    }
    fn resource_items(&self, resources: Resources) -> Vec<String> {
        resource_items(resources)
    }
    fn disaster_points(&self, points: u32) -> String {
        disaster_points(points)
    }
    fn cause(&self, why: DisasterCause) -> &'static str {
        cause(why)
    }
}

/// Why an action is not allowed, as a clause.
fn illegal(reason: Illegal) -> &'static str {
    match reason {
        Illegal::GameOver => say!("la partie est terminée"),
        Illegal::NotNow(Expected::StartingDomain) => {
            say!("c'est le moment de placer votre domaine de départ")
        }
        Illegal::NotNow(Expected::Roll) => {
            say!("c'est le moment de lancer\u{a0}: réglez un dé, relancez ou arrêtez")
        }
        Illegal::NotNow(Expected::Feathers) => {
            say!("c'est le moment des plumes\u{a0}: utilisez-en une ou arrêtez")
        }
        Illegal::NotNow(Expected::Collect) => {
            say!("c'est le moment de collecter et de choisir sur les faces «\u{a0}ou\u{a0}»")
        }
        Illegal::NotNow(Expected::Brigands) => {
            say!("brigands\u{a0}: prenez le point de désastre ou défaussez une ressource")
        }
        Illegal::NotNow(Expected::Scorch) => {
            say!("trahison\u{a0}: placez d'abord la région ravagée")
        }
        Illegal::NotNow(Expected::Remove) => say!("un bâtiment doit d'abord être retiré"),
        Illegal::NotNow(Expected::Build) => say!("c'est le moment de construire ou d'arrêter"),
        Illegal::NotNow(Expected::Demand) => {
            say!("extorsion\u{a0}: choisissez la ressource à réclamer")
        }
        Illegal::NotNow(Expected::Answer) => say!("extorsion\u{a0}: payez ou refusez"),
        Illegal::NotInStartingDomain => {
            say!("cette pièce ne fait pas partie des pièces de départ restant à placer")
        }
        Illegal::StartingDomainBegun => {
            say!("la disposition par défaut n'est possible qu'avant de placer la moindre pièce")
        }
        Illegal::ScorchedAreasLast => {
            say!("les régions ravagées se placent après les autres pièces de départ")
        }
        Illegal::OffGrid => say!("une partie de la pièce sortirait du domaine"),
        Illegal::Occupied => say!("une case est déjà occupée à cet endroit"),
        Illegal::NoSuchRotation => say!("ce bâtiment n'a pas cette orientation"),
        Illegal::NoSuchWallLength => say!("aucun rempart n'a cette longueur"),
        Illegal::NotInSupply => say!("il n'en reste plus dans la réserve"),
        Illegal::CannotAfford => say!("vous n'avez pas de quoi payer"),
        Illegal::Walled => say!("une région ravagée ne peut pas se trouver à l'abri des remparts"),
        Illegal::NotLeastRemoval => say!("un autre emplacement retirerait moins de bâtiments"),
        Illegal::NoSuchDie => say!("ce dé n'existe pas"),
        Illegal::NoSuchFace => say!("un dé n'a que 6 faces"),
        Illegal::SameFace => say!("ce dé montre déjà cette face"),
        Illegal::DieAlreadySet => say!("chaque monastère règle un dé différent"),
        Illegal::NoSetLeft => say!("aucun monastère ne peut régler de dé maintenant"),
        Illegal::IdenticalDieFirst => {
            say!(
                "parmi des dés identiques, choisissez d'abord celui qui porte le plus petit numéro"
            )
        }
        Illegal::Locked => say!("un dé qui montre un crâne ne peut pas être relancé"),
        Illegal::SetThisRound => {
            say!("un dé réglé par un monastère est gardé pendant le 2e lancer")
        }
        Illegal::NothingRerolled => say!("choisissez au moins un dé à relancer"),
        Illegal::NotAFeather => say!("ce dé ne montre pas de plume"),
        Illegal::SameDie => say!("le second dé doit être un autre dé"),
        Illegal::TooManyAlternatives => {
            say!("plus de seconds choix que de dés montrant une face «\u{a0}ou\u{a0}»")
        }
        Illegal::NoResource => say!("aucune ressource de ce type n'est détenue"),
        Illegal::NoBuildingThere => say!("aucun bâtiment ne commence sur cette case"),
        Illegal::KeepProtected => say!("les donjons sont à l'abri des attaques"),
        Illegal::WalledProtected => {
            say!("les bâtiments à l'abri des remparts ne craignent pas les attaques")
        }
        Illegal::NotShown => say!("les dés de Sir Philippe ne montrent pas cette ressource"),
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
        sentences::building_effect(self, building)
    }
    fn wall(&self, length: u8) -> String {
        wall(length)
    }
    fn scorched_area(&self) -> &'static str {
        say!("région ravagée")
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
        events::event_text(self, event, names)
    }
    fn illegal(&self, reason: Illegal) -> &'static str {
        illegal(reason)
    }
    fn setup_error(&self, error: &SetupError) -> String {
        sentences::setup_error(self, error)
    }
    fn replay_error(&self, error: &tabletop::ReplayError<GameState>) -> String {
        sentences::replay_error(self, error)
    }
}
