//! French. No French text of the game is among the sources (only the English rulebook
//! survives), so the words are chosen here: Ingénierie, Chimie, Physique, Idées and Crédits
//! (the fund dial counts money, and "crédit" counts where "fonds" does not), pistes, zones,
//! emplacements, interrupteurs, découvertes. Inventions carry their real French names
//! ("Téléphone", "Machine à vapeur", "Rayons X"); the other cards are named descriptively.
//! Card names carry their own article, so elision ("l'Hélicoptère") and the plural ("les
//! Rayons X") are written here, not glued.

use super::{actions, cell_position, effects, events, join, Grammar, Words};
use crate::rules::{
    data, Action, Bundle, Effect, Event, Field, GameState, Illegal, Lab, LabSide, LocationKind,
    Modifier, NewsRule, Resource, SearchFilter, SetupError, Track, Vote,
};
use tabletop::words::{french_elides as elides, Word};
use tabletop::{say, word};

/// The French words.
pub struct French;

const TITLE: &str = "L'Âge des inventeurs";

/// A card's name with the definite article it takes: the article decides elision and plural,
/// which a rule on the first letter cannot (le Haut fourneau, l'Hélicoptère).
#[derive(Clone, Copy)]
struct Card {
    name: Word,
    article: &'static str,
}

const fn le(name: Word) -> Card {
    Card {
        name,
        article: "le ",
    }
}

const fn la(name: Word) -> Card {
    Card {
        name,
        article: "la ",
    }
}

/// Elided before a vowel or a mute h.
const fn l(name: Word) -> Card {
    Card {
        name,
        article: "l'",
    }
}

const fn les(name: Word) -> Card {
    Card {
        name,
        article: "les ",
    }
}

/// A name that takes no article (a formula).
const fn bare(name: Word) -> Card {
    Card { name, article: "" }
}

impl Card {
    /// With its definite article: "le Télégraphe", "l'Hélicoptère", "les Fusées".
    fn the(self) -> String {
        say!("{}{}", self.article, self.name.text())
    }
}

const INVENTIONS: [Card; data::INVENTIONS] = [
    le(word!("Paratonnerre")),
    la(word!("Machine à filer Jenny")),
    le(word!("Métier à filer hydraulique")),
    la(word!("Machine à vapeur")),
    le(word!("Vaccin")),
    la(word!("Pile électrique")),
    la(word!("Boîte de conserve")),
    la(word!("Première locomotive")),
    le(word!("Stéthoscope")),
    la(word!("Moissonneuse mécanique")),
    le(word!("Premier revolver")),
    le(word!("Télégraphe")),
    la(word!("Photographie")),
    la(word!("Machine à coudre")),
    le(word!("Caoutchouc vulcanisé")),
    la(word!("Cueilleuse de maïs")),
    la(word!("Faneuse")),
    la(word!("Pasteurisation")),
    la(word!("Mitrailleuse")),
    la(word!("Torpille")),
    la(word!("Dynamite")),
    le(word!("Tableau périodique")),
    la(word!("Rotation des cultures")),
    le(word!("Téléphone")),
    l(word!("Ampoule électrique")),
    le(word!("Sismographe")),
    la(word!("Première automobile")),
    le(word!("Radar")),
    l(word!("Éclairage fluorescent")),
    le(word!("Moteur Diesel")),
    la(word!("Radioactivité")),
    le(word!("Zeppelin")),
    les(word!("Rayons X")),
    la(word!("Machine volante")),
    la(word!("Chaîne de montage")),
    bare(word!("E=mc²")),
    la(word!("Triode Audion")),
    le(word!("Sonar")),
    l(word!("Hélicoptère")),
    les(word!("Antibiotiques")),
    le(word!("Char d'assaut")),
    l(word!("Acier inoxydable")),
    le(word!("Circuit radio")),
    l(word!("Insuline")),
    les(word!("Fusées")),
    la(word!("Pénicilline")),
    l(word!("Induction électromagnétique")),
    la(word!("Télégraphie sans fil")),
];

const EQUIPMENT: [Card; data::EQUIPMENT] = [
    le(word!("Tour à métaux")),
    la(word!("Cornue")),
    le(word!("Galvanomètre")),
    la(word!("Table à dessin")),
    le(word!("Bec Bunsen")),
    la(word!("Forge")),
    la(word!("Pile voltaïque")),
    le(word!("Microscope")),
    le(word!("Télescope")),
    la(word!("Presse d'imprimerie")),
    le(word!("Bureau comptable")),
    la(word!("Bibliothèque")),
    le(word!("Tableau noir")),
    le(word!("Marteau-pilon")),
    le(word!("Haut fourneau")),
    la(word!("Bouteille de Leyde")),
    le(word!("Cahier de laboratoire")),
    la(word!("Machine à différences")),
    la(word!("Poste pneumatique")),
    les(word!("Archives des brevets")),
    les(word!("Lettres de recommandation")),
    le(word!("Baromètre")),
    le(word!("Spectroscope")),
    le(word!("Calorimètre")),
    la(word!("Dynamo")),
];

const NEWS: [Word; data::NEWS] = [
    word!("La Grande Exposition ouvre ses portes"),
    word!("Parution de «\u{a0}De l'origine des espèces\u{a0}»"),
    word!("Le câble télégraphique transatlantique fonctionne"),
    word!("Ouverture du canal de Suez"),
    word!("Le crampon d'or relie les chemins de fer"),
    word!("Panique à la Bourse"),
    word!("L'Exposition universelle et la tour Eiffel"),
    word!("La Grande Puanteur de Londres"),
    word!("Ruée vers l'or en Californie"),
    word!("Le testament de Nobel fonde les prix"),
    word!("Convention de Paris sur la propriété industrielle"),
    word!("Éruption du Krakatoa"),
    word!("La guerre des courants"),
    word!("Inauguration du pont de Brooklyn"),
    word!("Premiers Jeux olympiques modernes"),
    word!("La centrale de Pearl Street éclaire Manhattan"),
    word!("Le vaccin de Pasteur contre la rage"),
];

/// "de" before a name: "de Karl Benz", "d'Alfred Nobel".
fn of(name: &str) -> String {
    if elides(name) {
        say!("d'{}", name)
    } else {
        say!("de {}", name)
    }
}

/// "1 Crédit", "2 Crédits".
fn counted(count: u8, one: &str, many: &str) -> String {
    if count > 1 {
        say!("{} {}", count, many)
    } else {
        say!("{} {}", count, one)
    }
}

fn resource_name(resource: Resource) -> &'static str {
    match resource {
        Resource::Engineering => say!("Ingénierie"),
        Resource::Chemistry => say!("Chimie"),
        Resource::Physics => say!("Physique"),
        Resource::Ideas => say!("Idées"),
        Resource::Funds => say!("Crédits"),
    }
}

/// The sciences are counted as masses ("2 Chimie"), Ideas and Crédits as pieces.
fn resource_count(count: u8, resource: Resource) -> String {
    match resource {
        Resource::Ideas => counted(count, say!("Idée"), say!("Idées")),
        Resource::Funds => counted(count, say!("Crédit"), say!("Crédits")),
        _ => say!("{} {}", count, resource_name(resource)),
    }
}

fn resources_text(bundle: Bundle) -> String {
    let parts: Vec<String> = Resource::ALL
        .into_iter()
        .filter(|&resource| bundle.get(resource) > 0)
        .map(|resource| resource_count(bundle.get(resource), resource))
        .collect();
    if parts.is_empty() {
        say!("rien").to_string()
    } else {
        join(&parts, "et")
    }
}

/// How a placement is paid: "en payant 2 Chimie", or "sans rien payer" when every unit is
/// waived (French negates the verb instead of naming nothing).
fn paying(pay: Bundle) -> String {
    if pay == Bundle::NONE {
        say!("sans rien payer").to_string()
    } else {
        say!("en payant {}", resources_text(pay))
    }
}

fn field_name(field: Field) -> &'static str {
    resource_name(Resource::of(field))
}

/// Some of a field, with the partitive article: "de la Chimie", "de l'Ingénierie".
fn some(field: Field) -> String {
    let name = field_name(field);
    if elides(name) {
        say!("de l'{}", name)
    } else {
        say!("de la {}", name)
    }
}

fn track_name(track: Track) -> &'static str {
    match track {
        Track::Industrial => say!("piste industrielle"),
        Track::Economic => say!("piste économique"),
        Track::Academic => say!("piste académique"),
    }
}

fn lab_name(lab: Lab) -> &'static str {
    match lab {
        Lab::Government => say!("Gouvernement"),
        Lab::Corporation => say!("Entreprise"),
        Lab::University => say!("Université"),
        Lab::Innovator => say!("Innovateur"),
    }
}

fn lab_side(side: LabSide) -> &'static str {
    match side {
        LabSide::Authoritarian => say!("Gouvernement, autoritaire"),
        LabSide::Liberal => say!("Gouvernement, libéral"),
        LabSide::ManufacturingCo => say!("Entreprise, manufacture"),
        LabSide::Metropolitan => say!("Université, métropolitaine"),
        LabSide::TradingFirm => say!("Entreprise, maison de négoce"),
        LabSide::Polytechnic => say!("Université, polytechnique"),
        LabSide::Visionary => say!("Innovateur, visionnaire"),
        LabSide::Resourceful => say!("Innovateur, débrouillard"),
    }
}

fn lab_ability(side: LabSide) -> &'static str {
    match side {
        LabSide::Authoritarian => say!("État profond"),
        LabSide::Liberal => say!("Progrès"),
        LabSide::ManufacturingCo => say!("Sous-traitance"),
        LabSide::Metropolitan => say!("Thèse ouverte"),
        LabSide::TradingFirm => say!("Esprit d'entreprise"),
        LabSide::Polytechnic => say!("Soutenance"),
        LabSide::Visionary => say!("Eurêka"),
        LabSide::Resourceful => say!("Adaptabilité"),
    }
}

fn invention(id: u8) -> Card {
    INVENTIONS
        .get(usize::from(id))
        .copied()
        .unwrap_or(bare(word!("?")))
}

fn equipment(id: u8) -> Card {
    EQUIPMENT
        .get(usize::from(id))
        .copied()
        .unwrap_or(bare(word!("?")))
}

fn inventor(id: u8) -> &'static str {
    super::INVENTOR_NAMES
        .get(usize::from(id))
        .map_or("?", |name| name.text())
}

fn vote_name(vote: Vote) -> &'static str {
    match vote {
        Vote::Left => say!("option de gauche (pouce levé)"),
        Vote::Right => say!("option de droite (pouce baissé)"),
    }
}

fn location_name(location: LocationKind) -> &'static str {
    match location {
        LocationKind::Ingenuity => say!("zone Ingéniosité"),
        LocationKind::Experiment => say!("zone Expérience"),
        LocationKind::Refresh => say!("zone Renouvellement"),
    }
}

fn cell(cell: u8) -> String {
    let (row, place) = cell_position(cell);
    say!("case {} de la rangée {}", place, row)
}

/// "l'emplacement 2 de l'offre".
fn offer_slot(slot: u8) -> String {
    say!("l'emplacement {} de l'offre", u32::from(slot) + 1)
}

/// "l'emplacement 3 du laboratoire".
fn lab_slot(slot: u8) -> String {
    say!("l'emplacement {} du laboratoire", u32::from(slot) + 1)
}

/// The commands' templates (see `actions`).
const ACTIONS: [Word; actions::ACTIONS] = [
    word!("deviner l'année {0}"),
    word!("choisir le laboratoire {0}"),
    word!("voter pour l'{0}"),
    word!("échanger les équipements des emplacements {0} et {1} de l'offre"),
    word!("prendre l'équipement de {0} et l'installer dans {1}"),
    word!("activer l'équipement de {0}"),
    word!("envoyer un assistant sur l'équipement de {0}"),
    word!("envoyer un assistant chercher {0}"),
    word!("envoyer un assistant sur le livre de la {0}"),
    word!("envoyer un assistant dans la {0}"),
    word!("envoyer un assistant dans la {0} en payant {1} à la place d'autant d'Idées"),
    word!("envoyer un assistant dans la {0}"),
    word!("renouveler les inventions et les inventeurs de l'offre"),
    word!("renouveler les inventions de l'offre"),
    word!("renouveler les inventeurs de l'offre"),
    word!("recruter l'inventeur de {0}"),
    word!("concevoir l'invention de {0}"),
    word!("placer {0} sur la {1} (orientation {2}) en payant {3}"),
    word!("placer {0} sur la {1} {2}"),
    word!("placer {0} sur la {1} {2}"),
    word!("convertir {0} en 1 Idée"),
    word!("convertir 2 {0} en 1 {1}"),
    word!("convertir 1 {0} en Crédits"),
    word!("utiliser la carte d'inventeur de {0}"),
    word!("passer"),
    word!("terminer le tour"),
    word!("choisir l'option {0}"),
    word!("prendre {0}"),
    word!("payer avec {0}"),
    word!("utiliser la conversion du livre de la {0}"),
    word!("accepter"),
    word!("refuser"),
    word!("répondre au quiz"),
];

fn action_text(action: Action) -> String {
    actions::action_text(&French, action)
}

/// The log lines' templates (see `events`).
const EVENTS: [Word; events::EVENTS] = [
    word!("{0} prend le laboratoire {1} ({2})."),
    word!("{0} a donné l'année la plus proche ({1}) et choisit son laboratoire en premier."),
    word!("La manche {0} commence."),
    word!("Dernière nouvelle\u{a0}: {0}."),
    word!("la gauche"),
    word!("la droite"),
    word!("Les votes\u{a0}: {0} à gauche, {1} à droite\u{a0}; {2} l'emporte."),
    word!("{0} gagne {1}."),
    word!("{0} ne gagne rien."),
    word!("{0} paie {1}."),
    word!("{0} ne paie rien."),
    word!("{0} prend {1} à {2}."),
    word!("{0} ne prend rien à {2}."),
    word!("{0} utilise la conversion du livre {1}\u{a0}; son propriétaire, {2}, reçoit le paiement."),
    word!("{0} utilise la conversion du livre {1}."),
    word!("{0} reçoit un revenu de {1}."),
    word!("{0} installe {1} dans l'emplacement {3} de son laboratoire."),
    word!("{0} active {1}."),
    word!("{0} place un assistant de laboratoire."),
    word!("{0} échange sa place avec {1} sur la piste d'Ingéniosité et occupe désormais la position {2}."),
    word!("{0} pioche une expérience."),
    word!("{0} pioche une découverte."),
    word!("Les inventions et les inventeurs de l'offre sont remplacés."),
    word!("Les inventions de l'offre sont remplacées."),
    word!("Les inventeurs de l'offre sont remplacés."),
    word!("{0} recrute {1}."),
    word!("{0} conçoit une invention."),
    word!("{0} pioche {1}."),
    word!("{0} pioche une invention."),
    word!("{0} place {1} sur la {2}."),
    word!("{0} place {1} sur la {2}."),
    word!("{0} défausse la carte {1}."),
    word!("{0} voit {1} prendre sa retraite sur la {2}."),
    word!("{0} avance jusqu'à la case {1} de la {2}."),
    word!("{0} atteint le palier de la case {1} de la {2}."),
    word!("{0} prend le médaillon de la {1}."),
    word!("{0} actionne {1}."),
    word!("{0} réarme {1}."),
    word!("{0} fait appel à {1}."),
    word!("{0} passe."),
    word!("{0} termine son tour."),
    word!("{0} répond juste au quiz."),
    word!("{0} se trompe au quiz."),
    word!("La bonne réponse épargne 1 {1} à {0}."),
    word!("La partie est terminée."),
    word!("{0} regarde les {1} premières tuiles invention de la pile."),
];

impl Grammar for French {
    fn events(&self) -> &'static [Word; events::EVENTS] {
        &EVENTS
    }
    fn actions(&self) -> &'static [Word; actions::ACTIONS] {
        &ACTIONS
    }
    fn effect_words(&self) -> &'static [Word; effects::EFFECTS] {
        &EFFECTS
    }
    fn counted(&self, n: u8, one: &str, many: &str) -> String {
        counted(n, one, many)
    }
    fn amount_of(&self, resource: Resource, n: u8) -> String {
        resource_count(n, resource)
    }
    fn of_field(&self, field: Field) -> String {
        match field {
            Field::Engineering => say!("d'Ingénierie"),
            Field::Chemistry => say!("de Chimie"),
            Field::Physics => say!("de Physique"),
        }
        .to_string()
    }
    fn filter(&self, filter: SearchFilter) -> String {
        filter_name(filter)
    }
    fn lab_slot(&self, slot: u8) -> String {
        lab_slot(slot)
    }
    fn one(&self, resource: Resource) -> String {
        resource_count(1, resource)
    }
    fn some(&self, field: Field) -> String {
        some(field)
    }
    fn paying(&self, pay: Bundle) -> String {
        paying(pay)
    }
    fn the_equipment(&self, id: u8) -> String {
        equipment(id).the()
    }
    fn the_invention(&self, id: u8) -> String {
        invention(id).the()
    }
    fn of_inventor(&self, id: u8) -> String {
        of(inventor(id))
    }
    fn funds(&self, funds: u8) -> String {
        resource_count(funds, Resource::Funds)
    }
    fn offer_slot(&self, slot: u8) -> String {
        offer_slot(slot)
    }
    fn switches(&self, count: u8) -> String {
        counted(count, say!("interrupteur"), say!("interrupteurs"))
    }
}

/// Why an action is not allowed, as a clause.
fn illegal(reason: Illegal) -> &'static str {
    match reason {
        Illegal::GameOver => say!("la partie est terminée"),
        Illegal::NotNow => say!("le jeu attend une autre sorte de décision"),
        Illegal::OutOfRange => {
            say!("cet emplacement, cette case, ce choix ou cette année n'existe pas")
        }
        Illegal::LabUnavailable => {
            say!("ce laboratoire est déjà pris ou ne vous a pas été distribué")
        }
        Illegal::NoSwitchLeft => say!("vous n'avez plus d'interrupteur à actionner"),
        Illegal::NoAssistantLeft => say!("vous n'avez plus d'assistant de laboratoire"),
        Illegal::NoBookBaseLeft => say!("vous n'avez plus de socle de livre"),
        Illegal::LocationTaken => say!("cette zone est déjà occupée"),
        Illegal::LocationClosed => say!("la dernière nouvelle a fermé cette zone pour la manche"),
        Illegal::CannotAfford => say!("vous n'avez pas de quoi payer"),
        Illegal::EmptyStack => say!("la pile est vide"),
        Illegal::EmptySlot => say!("il n'y a rien à cet endroit"),
        Illegal::NotInHand => say!("ce n'est pas dans votre main"),
        Illegal::CellTaken => say!("cette case est déjà occupée"),
        Illegal::NextToInventor => {
            say!("un inventeur ne peut pas être placé à côté d'un autre inventeur")
        }
        Illegal::NoMatchingEdge => {
            say!("aucun inventeur voisin ne montre le domaine de l'invention sur le côté qui lui fait face")
        }
        Illegal::NotNextToNewInventor => {
            say!("l'invention doit toucher l'inventeur qui vient d'être placé")
        }
        Illegal::NoSuchRotation => say!("cet inventeur n'a pas cette orientation"),
        Illegal::WrongPayment => say!("ce paiement ne couvre pas exactement le coût"),
        Illegal::MainActionTaken => say!("vous avez déjà fait votre action principale ce tour-ci"),
        Illegal::MainActionNotTaken => {
            say!("vous devez d'abord faire une action principale ou passer")
        }
        Illegal::AlreadyTriggered => say!("cette carte a déjà servi cette manche"),
        Illegal::NotATrigger => {
            say!("le pouvoir de cette carte agit tout seul et ne se déclenche pas")
        }
        Illegal::NoMatch => say!("aucune tuile de la pile ne correspond"),
        Illegal::MustTakeCheapest => {
            say!("vous devez prendre un équipement que vous pouvez payer, sinon le moins cher")
        }
        Illegal::NoRearrange => say!("vous ne pouvez pas réarranger ces jetons d'équipement"),
        Illegal::SameField => say!("un domaine ne peut pas être converti en lui-même"),
        Illegal::NotLiberal => {
            say!("seul le laboratoire libéral peut payer l'Ingéniosité en Crédits")
        }
        Illegal::AlreadyUsed => say!("cet équipement a déjà servi"),
        Illegal::NothingToTake => say!("ce joueur n'a rien de cette ressource"),
        Illegal::NothingChosen => say!("choisissez les inventions, les inventeurs ou les deux"),
        Illegal::AlreadyAnswered => say!("le quiz de cette invention a déjà reçu une réponse"),
    }
}

impl Words for French {
    fn title(&self) -> &'static str {
        TITLE
    }
    fn resource(&self, resource: Resource) -> &'static str {
        resource_name(resource)
    }
    fn resources(&self, bundle: Bundle) -> String {
        resources_text(bundle)
    }
    fn field(&self, field: Field) -> &'static str {
        field_name(field)
    }
    fn track(&self, track: Track) -> &'static str {
        track_name(track)
    }
    fn lab(&self, lab: Lab) -> &'static str {
        lab_name(lab)
    }
    fn lab_side(&self, side: LabSide) -> &'static str {
        lab_side(side)
    }
    fn lab_ability(&self, side: LabSide) -> &'static str {
        lab_ability(side)
    }
    fn invention(&self, id: u8) -> &'static str {
        invention(id).name.text()
    }
    fn credited(&self, index: u8) -> &'static str {
        credited(index)
    }

    fn equipment(&self, id: u8) -> &'static str {
        equipment(id).name.text()
    }
    fn experiment(&self, id: u8) -> String {
        effects::experiment_text(self, id)
    }
    fn breakthrough(&self, value: u8) -> String {
        effects::breakthrough_text(self, value)
    }
    fn news(&self, id: u8) -> &'static str {
        NEWS.get(usize::from(id)).map_or("?", |word| word.text())
    }
    fn vote(&self, vote: Vote) -> &'static str {
        vote_name(vote)
    }
    fn location(&self, location: LocationKind) -> &'static str {
        location_name(location)
    }
    fn cell(&self, at: u8) -> String {
        cell(at)
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
        effects::setup_error(self, error)
    }
    fn replay_error(&self, error: &tabletop::ReplayError<GameState>) -> String {
        effects::replay_error(self, error)
    }

    fn effects(&self, effects: &[Effect]) -> String {
        let sentences: Vec<String> = effects.iter().map(|e| effect_text(*e)).collect();
        sentences.join(" ")
    }

    fn modifier(&self, modifier: Modifier) -> String {
        effects::modifier_text(self, modifier)
    }

    fn news_rule(&self, rule: NewsRule) -> String {
        effects::news_text(self, rule)
    }

    fn lab_ability_text(&self, side: LabSide) -> &'static str {
        match side {
            LabSide::Authoritarian => say!("Quand un vote sur les nouvelles est tranché, prenez 1 Idée à chaque joueur qui a voté autrement. Juste avant votre choix d'équipement, vous pouvez échanger les jetons restants de l'offre."),
            LabSide::Liberal => say!("Quand l'action Ingéniosité d'un autre joueur vous fait descendre, prenez-lui 1 ressource scientifique de votre choix. Vous pouvez payer l'action Ingéniosité en Crédits au lieu d'Idées."),
            LabSide::ManufacturingCo => say!("Chaque fois qu'une nouvelle carte inventeur arrive dans l'offre, vous pouvez la recruter aussitôt au prix de son emplacement, sans interrupteur, même pendant le tour d'un autre joueur."),
            LabSide::Metropolitan => say!("Quand vous envoyez un assistant sur l'un de vos jetons d'équipement, vous pouvez aussi utiliser la conversion d'un inventeur libre."),
            LabSide::TradingFirm => say!("Quand vous posez une invention, gagnez 1 Crédit pour chaque Ingénierie, Chimie ou Physique payée."),
            LabSide::Polytechnic => say!("Quand vous posez un inventeur, vous pouvez poser à côté, avec le même interrupteur, une invention de votre main."),
            LabSide::Visionary => say!("Chaque fois que vous concevez une invention, vous pouvez payer 1 Idée pour piocher une autre tuile invention."),
            LabSide::Resourceful => say!("Dans tout paiement, et pour réussir les expériences en fin de partie, 1 Idée peut remplacer 1 Ingénierie, Chimie, Physique ou Crédit."),
        }
    }

    fn slot_bonus(&self, bonus: data::SlotBonus) -> String {
        effects::slot_bonus_text(self, bonus)
    }

    fn conversion(&self, pay: Bundle, gain: Bundle) -> String {
        effects::conversion_text(self, pay, gain)
    }
}

/// The effects' templates and nouns (see `effects`).
const EFFECTS: [Word; effects::EFFECTS] = [
    word!("Gagnez {0}."),
    word!("Gagnez {0} au choix."),
    word!("Gagnez {0}\u{a0}; chaque autre joueur gagne {1}."),
    word!("{0} et {1}"),
    word!("{0} au choix"),
    word!("Vous pouvez payer {0} pour gagner {1}."),
    word!("Piochez {0}."),
    word!("Remettez {0} en position libre."),
    word!("Activez de nouveau l'un de vos jetons d'équipement."),
    word!("Activez de nouveau {0} de vos jetons d'équipement, tous différents."),
    word!("Avec un interrupteur libre, vous pouvez poser une autre invention de votre main, {0} de son coût offertes."),
    word!("Avec un interrupteur libre\u{a0}: nommez {0} ou {1}, piochez jusqu'à une invention qui correspond et concevez-la gratuitement."),
    word!("Regardez les {0} premières tuiles invention\u{a0}; vous pouvez concevoir l'une d'elles pour {1}."),
    word!("Chaque joueur placé sous vous sur la piste d'Ingéniosité vous donne jusqu'à {0}."),
    word!("Chaque joueur placé sous vous sur la piste d'Ingéniosité use un interrupteur libre\u{a0}; vous libérez l'un des vôtres pour chacun."),
    word!("Gagnez 1 Idée, plus 1 par joueur placé sous vous sur la piste d'Ingéniosité."),
    word!("Utilisez la conversion d'un inventeur libre sans assistant."),
    word!("Votre prochaine pose d'invention de ce tour coûte {0} de moins."),
    word!("Avancez de {0} sur la {1}."),
    word!("ressource scientifique"),
    word!("ressources scientifiques"),
    word!("tuile invention"),
    word!("tuiles invention"),
    word!("carte inventeur"),
    word!("cartes inventeur"),
    word!("expérience secrète"),
    word!("expériences secrètes"),
    word!("découverte"),
    word!("découvertes"),
    word!("interrupteur utilisé"),
    word!("interrupteurs utilisés"),
    word!("unité"),
    word!("unités"),
    word!("Idée"),
    word!("Idées"),
    word!("Crédit"),
    word!("Crédits"),
    word!("case"),
    word!("cases"),
    word!("et"),
    word!("Vos inventions peuvent se poser contre n'importe quel bord d'inventeur comme s'il était {0}."),
    word!("Chaque invention posée qui vous fait avancer sur la {0} vous fait avancer de {1} de plus."),
    word!("Recruter un inventeur coûte"),
    word!("Concevoir une invention coûte"),
    word!("L'action Ingéniosité coûte"),
    word!("L'action Expérience coûte"),
    word!("Renouveler coûte"),
    word!("Prendre un équipement coûte"),
    word!("Le revenu est de"),
    word!("{0} {1} de moins (jamais moins de 0)."),
    word!("{0} {1} de plus."),
    word!("{0} ressources scientifiques identiques font 1 Idée (au lieu de {1})."),
    word!("1 ressource scientifique se convertit en {0}."),
    word!("Chaque fois que vous piochez une découverte, piochez-en 2 et gardez-en 1."),
    word!("Chaque joueur gagne {0}."),
    word!("Chaque joueur gagne {0} au choix."),
    word!("Le joueur le plus {0} sur la piste d'Ingéniosité gagne {1}."),
    word!("haut"),
    word!("bas"),
    word!("Pour cette manche\u{a0}: {0}"),
    word!("Pendant cette manche, chaque joueur qui pose {0} gagne {1}."),
    word!("un inventeur"),
    word!("une invention"),
    word!("La {0} est fermée pendant cette manche."),
    word!("Pendant cette manche, chacun active {1} de plus."),
    word!("jeton d'équipement"),
    word!("jetons d'équipement"),
    word!("expérience demandant {0} (vaut {1} points)"),
    word!("expérience"),
    word!("découverte valant {0}"),
    word!("point"),
    word!("points"),
    word!("gagnez {0}"),
    word!("gagnez {0} au choix"),
    word!("piochez {0}"),
    word!("payez {0} au propriétaire pour gagner {1}."),
    word!("une partie se joue de {0} à {1} joueurs, pas à {2}"),
    word!("la mise en place est invalide\u{a0}: {0}"),
    word!("l'action {0} ({1}) n'est pas autorisée\u{a0}: {2}"),
    word!("le joueur {0} n'a pas de nom"),
    word!("le nom du joueur {0} dépasse {1} caractères"),
];

fn effect_text(effect: Effect) -> String {
    effects::effect_text(&French, effect)
}

fn filter_name(filter: SearchFilter) -> String {
    match filter {
        SearchFilter::Field(Field::Engineering) => say!("l'Ingénierie").into(),
        SearchFilter::Field(Field::Chemistry) => say!("la Chimie").into(),
        SearchFilter::Field(Field::Physics) => say!("la Physique").into(),
        SearchFilter::Track(track) => say!("la {}", track_name(track)),
    }
}

/// A credited inventor of the quiz list: the names as printed, but the Wright brothers in this
/// language.
fn credited(index: u8) -> &'static str {
    match index {
        33 => "Les frères Wright",
        _ => super::credited_name(index),
    }
}
