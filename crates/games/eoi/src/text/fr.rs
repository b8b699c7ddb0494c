//! French. The vocabulary follows the French rulebook (usines, disques d'action, points de
//! développement, marché des changes, brevets, cases or et argent); names used in sentences carry
//! their own gender and elision, so articles are written here, not glued.

use super::{actions, events, load_number, sentences, Grammar, Words};
use crate::rules::action::{Action, Exchange, FakePayment, Step};
use crate::rules::components::{
    Area, CardId, CardKind, FactoryId, Good, Invention, LoadId, Product, Resource, Royalty, Space,
    StartInvention,
};
use crate::rules::event::Event;
use crate::rules::{Expected, GameState, Illegal, SetupError};
use tabletop::words::{french_elides as elides, Word};
use tabletop::{say, word};

pub struct French;

/// A common noun of the game in lower case, with what its articles need.
#[derive(Clone, Copy)]
struct Noun {
    word: &'static str,
    feminine: bool,
    plural: bool,
}

const fn noun(word: &'static str, feminine: bool) -> Noun {
    Noun {
        word,
        feminine,
        plural: false,
    }
}

impl Noun {
    /// "de" with the definite article: "de la machine à coudre", "du téléphone".
    fn of_the(self) -> String {
        match self {
            Noun { plural: true, .. } => say!("des {}", self.word),
            _ if elides(self.word) => say!("de l'{}", self.word),
            Noun { feminine: true, .. } => say!("de la {}", self.word),
            _ => say!("du {}", self.word),
        }
    }

    /// With the indefinite article: "une ampoule", "des allumettes".
    fn a(self) -> String {
        match self {
            Noun { plural: true, .. } => say!("des {}", self.word),
            Noun { feminine: true, .. } => say!("une {}", self.word),
            _ => say!("un {}", self.word),
        }
    }
}

/// "de" before a bare word or a name: "de Ben", "d'Ada", "d'avion".
fn of(word: &str) -> String {
    if elides(word) {
        say!("d'{}", word)
    } else {
        say!("de {}", word)
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
        Resource::Wood => say!("bois"),
        Resource::Coal => say!("charbon"),
        Resource::Metal => say!("métal"),
        Resource::Tech => say!("technique"),
        Resource::Tool => say!("outil"),
    }
}

fn resource_plural(resource: Resource) -> &'static str {
    match resource {
        Resource::Wood => say!("bois"),
        Resource::Coal => say!("charbons"),
        Resource::Metal => say!("métaux"),
        Resource::Tech => say!("techniques"),
        Resource::Tool => say!("outils"),
    }
}

/// A number of cubes: "1 charbon", "2 métaux".
fn cubes_text(count: u8, resource: Resource) -> String {
    if count > 1 {
        say!("{} {}", count, resource_plural(resource))
    } else {
        say!("{} {}", count, resource_name(resource))
    }
}

/// A number of goods: "2 bois", "2 or".
fn goods_text(count: u8, good: Good) -> String {
    match good.resource() {
        Some(resource) => cubes_text(count, resource),
        None => say!("{} or", count),
    }
}

fn good_name(good: Good) -> &'static str {
    match good.resource() {
        Some(resource) => resource_name(resource),
        None => "or",
    }
}

fn area_name(area: Area) -> &'static str {
    match area {
        Area::Build => say!("Construction d'usines"),
        Area::Production => say!("Production des usines"),
        Area::Buy => say!("Achat de ressources"),
        Area::Produce => say!("Production d'inventions"),
        Area::Exchange => say!("Marché des changes"),
        Area::Develop => say!("Développement ou brevets"),
    }
}

/// An area's name as quoted in a sentence: « Marché des changes ».
fn area_quoted(area: Area) -> String {
    say!("«\u{a0}{}\u{a0}»", area_name(area))
}

fn space_name(space: Space) -> &'static str {
    match space {
        Space::Gold => "or",
        Space::Silver => say!("argent"),
    }
}

fn invention_name(invention: Invention) -> &'static str {
    use Invention::*;
    match invention {
        SewingMachine => say!("Machine à coudre"),
        Typewriter => say!("Machine à écrire"),
        CashRegister => say!("Caisse enregistreuse"),
        Camera => say!("Appareil photo"),
        Gramophone => say!("Tourne-disque"),
        Telephone => say!("Téléphone"),
        Automobile => say!("Voiture"),
        SteamTrain => say!("Train à vapeur"),
        Plane => say!("Avion"),
    }
}

fn invention_noun(invention: Invention) -> Noun {
    use Invention::*;
    match invention {
        SewingMachine => noun(say!("machine à coudre"), true),
        Typewriter => noun(say!("machine à écrire"), true),
        CashRegister => noun(say!("caisse enregistreuse"), true),
        Camera => noun(say!("appareil photo"), false),
        Gramophone => noun(say!("tourne-disque"), false),
        Telephone => noun(say!("téléphone"), false),
        Automobile => noun(say!("voiture"), true),
        SteamTrain => noun(say!("train à vapeur"), false),
        Plane => noun(say!("avion"), false),
    }
}

fn start_invention_name(card: StartInvention) -> &'static str {
    use StartInvention::*;
    match card {
        PocketWatch => say!("Montre de poche"),
        LightBulb => say!("Ampoule"),
        Telegraph => say!("Télégraphe"),
        Bicycle => say!("Bicyclette"),
        SafetyPin => say!("Épingle de sûreté"),
        Matches => say!("Allumettes"),
        Stethoscope => say!("Stéthoscope"),
        Barometer => say!("Baromètre"),
        Revolver => say!("Revolver"),
        TinCan => say!("Boîte de conserve"),
        Harmonica => say!("Harmonica"),
        Elevator => say!("Ascenseur"),
    }
}

fn start_invention_noun(card: StartInvention) -> Noun {
    use StartInvention::*;
    match card {
        PocketWatch => noun(say!("montre de poche"), true),
        LightBulb => noun(say!("ampoule"), true),
        Telegraph => noun(say!("télégraphe"), false),
        Bicycle => noun(say!("bicyclette"), true),
        SafetyPin => noun(say!("épingle de sûreté"), true),
        Matches => Noun {
            word: say!("allumettes"),
            feminine: true,
            plural: true,
        },
        Stethoscope => noun(say!("stéthoscope"), false),
        Barometer => noun(say!("baromètre"), false),
        Revolver => noun(say!("revolver"), false),
        TinCan => noun(say!("boîte de conserve"), true),
        Harmonica => noun(say!("harmonica"), false),
        Elevator => noun(say!("ascenseur"), false),
    }
}

/// An invention space with its invention: "la case or de la machine à coudre".
fn space_text(invention: Invention, space: Space) -> String {
    say!("la {}", space_bare(invention, space))
}

/// The same without the article, in brackets: "case or de la machine à coudre".
fn space_bare(invention: Invention, space: Space) -> String {
    say!(
        "case {} {}",
        space_name(space),
        invention_noun(invention).of_the()
    )
}

fn area_hint(area: Area) -> &'static str {
    match area {
        Area::Build => say!("Construisez jusqu'à 3 usines du marché en payant leur bois et leur charbon. Chacune rapporte 1 point d'influence."),
        Area::Production => say!("Toutes vos usines produisent."),
        Area::Buy => say!("Achetez les cubes de 3 navires ou entrepôts au plus, 1 or chacun."),
        Area::Produce => say!("Produisez jusqu'à 3 cartes invention en payant leurs cubes. Leurs développeurs touchent des redevances."),
        Area::Exchange => say!("Prenez 1 point de développement, ou faites jusqu'à 5 échanges (3 au plus par case)."),
        Area::Develop => say!("Développez des inventions (7 points de développement au plus) ou déposez 1 ou 2 brevets, pas les deux."),
    }
}

/// A card's name in lower case, for lists: "montre de poche", "avion (contrefaçon)".
fn card_in_list(card: CardId) -> String {
    match card.info().map(|info| info.kind) {
        Some(CardKind::Official(invention)) => invention_noun(invention).word.to_string(),
        Some(CardKind::Fake(invention)) => {
            say!("{} (contrefaçon)", invention_noun(invention).word)
        }
        Some(CardKind::Start(start)) => start_invention_noun(start).word.to_string(),
        None => say!("carte n°\u{a0}{}", card.0),
    }
}

/// A card with the indefinite article: "une machine à coudre", "une contrefaçon d'avion".
fn card_phrase(card: CardId) -> String {
    match card.info().map(|info| info.kind) {
        Some(CardKind::Official(invention)) => invention_noun(invention).a(),
        Some(CardKind::Fake(invention)) => {
            say!("une contrefaçon {}", of(invention_noun(invention).word))
        }
        Some(CardKind::Start(start)) => start_invention_noun(start).a(),
        None => say!("la carte n°\u{a0}{}", card.0),
    }
}

fn card_name(card: CardId) -> String {
    match card.info().map(|info| info.kind) {
        Some(CardKind::Official(invention)) => invention_name(invention).to_string(),
        Some(CardKind::Fake(invention)) => say!("{} (contrefaçon)", invention_name(invention)),
        Some(CardKind::Start(start)) => start_invention_name(start).to_string(),
        None => say!("Carte n°\u{a0}{}", card.0),
    }
}

/// What a factory makes, after "usine": "de métal", "d'outils", "de développement".
fn product_kind(product: Product) -> String {
    match product {
        Product::Cube(Resource::Tool) => say!("d'outils").to_string(),
        Product::Cube(resource) => of(resource_name(resource)),
        Product::Gold => say!("d'or").to_string(),
        Product::Cogs => say!("de développement").to_string(),
    }
}

fn factory_name(factory: FactoryId) -> String {
    match factory.info() {
        Some(info) if info.is_start => say!("usine de départ (1 bois)").to_string(),
        Some(info) => say!("usine {} ({})", product_kind(info.product), info.amount),
        None => say!("usine n°\u{a0}{}", factory.0),
    }
}

fn load_name(load: LoadId) -> String {
    let name = match load.info() {
        Some(info) if info.is_ship => {
            say!("navire {}", product_kind(Product::Cube(info.resource)))
        }
        Some(info) => say!("entrepôt {}", product_kind(Product::Cube(info.resource))),
        None => say!("chargement n°\u{a0}{}", load.0),
    };
    match load_number(load) {
        Some(number) => say!("{} {}", name, number),
        None => name,
    }
}

/// "du navire de métal", "de l'entrepôt de bois 1" (both nouns are masculine).
fn of_the_load(load: LoadId) -> String {
    let name = load_name(load);
    if elides(&name) {
        say!("de l'{}", name)
    } else {
        say!("du {}", name)
    }
}

fn cogs_text(count: u8) -> String {
    if count > 1 {
        say!("{} points de développement", count)
    } else {
        say!("{} point de développement", count)
    }
}

fn influence_text(count: u8) -> String {
    if count > 1 {
        say!("{} points d'influence", count)
    } else {
        say!("{} point d'influence", count)
    }
}

fn product_amount(product: Product, amount: u8) -> String {
    match product {
        Product::Cogs => cogs_text(amount),
        Product::Gold => say!("{} or", amount),
        Product::Cube(resource) => cubes_text(amount, resource),
    }
}

fn royalty_text(royalty: Royalty) -> String {
    match royalty {
        Royalty::Influence(amount) => influence_text(amount),
        Royalty::Gold(amount) => say!("{} or", amount),
    }
}

fn fake_text(payment: FakePayment) -> String {
    let parts: Vec<String> = [
        (payment.metal, Resource::Metal),
        (payment.tech, Resource::Tech),
        (payment.tool, Resource::Tool),
    ]
    .into_iter()
    .filter(|(count, _)| *count > 0)
    .map(|(count, resource)| cubes_text(count, resource))
    .collect();
    listed(&parts)
}

/// The exchanges', steps' and actions' templates (see `actions`).
const ACTIONS: [Word; actions::ACTIONS] = [
    word!("2 or contre {0}"),
    word!("{0} contre 2 or"),
    word!("2 or contre {0}"),
    word!("{0} contre {1}"),
    word!("2 or contre un disque bonus"),
    word!("{0} contre {1}"),
    word!("{0} et {1} contre {2}"),
    word!("construire l'{0}"),
    word!("faire tourner l'{0}"),
    word!("acheter le contenu {0}"),
    word!("produire {0}"),
    word!("produire {0} en payant {1}"),
    word!("prendre {0}"),
    word!("échanger {0}"),
    word!("développer {2}"),
    word!("développer {2}"),
    word!("déposer un brevet"),
    word!("déposer un brevet sur {2}"),
    word!("poser un disque sur la zone {1} ({0})"),
    word!("résoudre l'action {0}"),
    word!("retirer le disque de la zone {0}"),
    word!("terminer l'action"),
    word!("bonus\u{a0}: {0}"),
    word!("renoncer à l'action bonus"),
];

fn exchange_text(exchange: Exchange) -> String {
    actions::exchange_text(&French, exchange)
}

fn step_text(step: Step) -> String {
    actions::step_text(&French, step)
}

fn action_text(action: Action) -> String {
    actions::action_text(&French, action)
}

fn cards_text(cards: &[CardId]) -> String {
    cards
        .iter()
        .map(|card| card_in_list(*card))
        .collect::<Vec<_>>()
        .join(", ")
}

fn factories_text(factories: &[FactoryId]) -> String {
    factories
        .iter()
        .map(|factory| factory_name(*factory))
        .collect::<Vec<_>>()
        .join(", ")
}

/// An ordinal: "1er", "2e".
fn ordinal(number: u8) -> String {
    if number == 1 {
        say!("1er").to_string()
    } else {
        say!("{}e", number)
    }
}

/// The refusals' templates (see `sentences`).
const SENTENCES: [Word; sentences::SENTENCES] = [
    word!("Era of Inventions se joue de {0} à {1} joueurs, pas à {2}"),
    word!("le joueur {0} n'a pas de nom"),
    word!("le nom du joueur {0} dépasse {1} caractères"),
    word!("le joueur {0} a la même couleur qu'un joueur précédent"),
    word!("il n'y a pas de joueur {0} pour commencer"),
    word!("cette application ne connaît pas la version {0} des règles"),
    word!("la mise en place est invalide\u{a0}: {0}"),
    word!("l'action {0} ({1}) est interdite\u{a0}: {2}"),
];

/// The log lines' templates (see `events`).
const EVENTS: [Word; events::EVENTS] = [
    word!("Joueur {0}"),
    word!("{0} pose un disque sur la zone {1}."),
    word!("{0} effectue l'action {1}."),
    word!("{0} retire son disque de la zone {1}."),
    word!("{0} construit une {1}."),
    word!("L'{1} {3} produit {2}."),
    word!("{0} achète le contenu {1}\u{a0}: {2}."),
    word!("{0} produit {1} en payant {2}."),
    word!("{0} produit {1}."),
    word!("{0} touche une redevance de {1} grâce à {4} ({5})."),
    word!("{0} ne touche rien sur la contrefaçon {1} (case {2} non brevetée)."),
    word!("{0} prend {1}."),
    word!("{0} échange {1}."),
    word!("{0} développe {2} pour {3}."),
    word!("{0} développe {2} pour {3}."),
    word!("{0} dépose son {1} brevet pour {2} or et protège {3}."),
    word!("{0} dépose son {1} brevet pour {2} or (rien à protéger)."),
    word!("{0} gagne {1} or."),
    word!("{0} gagne {1}."),
    word!("{0} gagne {1} (total\u{a0}: {2})."),
    word!("{0} s'arrête sur la case {1} et prend {2}."),
    word!("{0} utilise un disque bonus."),
    word!("{0} termine l'action {1}."),
    word!("{0} renonce à l'action bonus."),
    word!("Tous les disques sont posés\u{a0}: place aux actions."),
    word!("Fin de la manche {0}."),
    word!("Les cartes de départ quittent la partie\u{a0}: {0}."),
    word!("Cartes défaussées de la rangée\u{a0}: {0}."),
    word!("Nouvelles cartes invention mélangées à la pioche\u{a0}: {0}."),
    word!("La défausse des inventions est mélangée pour former une nouvelle pioche."),
    word!("Il ne reste aucune carte invention pour compléter la rangée."),
    word!("Nouvelles cartes invention dans la rangée\u{a0}: {0}."),
    word!("Usines défaussées\u{a0}: {0}."),
    word!("La défausse des usines est mélangée pour former une nouvelle pioche."),
    word!("Nouvelles usines sur le marché\u{a0}: {0}."),
    word!("Les navires et les entrepôts sont réapprovisionnés."),
    word!("Début de la manche {0}\u{a0}; {1} est premier joueur."),
    word!(
        "La dernière manche est finie\u{a0}: chacun passe une dernière fois au marché des changes."
    ),
    word!("{0} termine l'échange final avec {1}."),
    word!("La partie est terminée\u{a0}: {0} gagne."),
    word!("La partie est terminée\u{a0}: {0} se partagent la victoire."),
];

impl Grammar for French {
    fn events(&self) -> &'static [Word; events::EVENTS] {
        &EVENTS
    }
    fn actions(&self) -> &'static [Word; actions::ACTIONS] {
        &ACTIONS
    }
    fn sentences(&self) -> &'static [Word; sentences::SENTENCES] {
        &SENTENCES
    }
    fn two_goods(&self, good: Good) -> String {
        goods_text(2, good)
    }
    fn card_to_produce(&self, card: CardId) -> String {
        card_phrase(card)
    }
    fn area_named(&self, area: Area) -> String {
        area_quoted(area)
    }
    fn of(&self, name: &str) -> String {
        of(name)
    }
    fn product_amount(&self, product: Product, amount: u8) -> String {
        product_amount(product, amount)
    }
    fn producing_factory(&self, factory: FactoryId) -> String {
        factory_name(factory)
    }
    fn the_load(&self, load: LoadId) -> String {
        of_the_load(load)
    }
    fn cubes(&self, count: u8, resource: Resource) -> String {
        cubes_text(count, resource)
    }
    fn produced_card(&self, card: CardId) -> String {
        card_phrase(card)
    }
    fn fake(&self, payment: FakePayment) -> String {
        fake_text(payment)
    }
    fn royalty_space(&self, invention: Invention, space: Space) -> String {
        space_bare(invention, space)
    }
    fn of_invention(&self, invention: Invention) -> String {
        of(invention_noun(invention).word)
    }
    fn cogs(&self, count: u8) -> String {
        cogs_text(count)
    }
    fn invention_object(&self, invention: Invention, space: Space) -> String {
        space_text(invention, space)
    }
    fn patent_number(&self, square: u8) -> String {
        ordinal(square)
    }
    fn patented(&self, invention: Invention, space: Space) -> String {
        space_text(invention, space)
    }
    fn patented_space(&self, _space: Space) -> &'static str {
        ""
    }
    fn influence(&self, amount: u8) -> String {
        influence_text(amount)
    }
    fn one_good(&self, good: Good) -> String {
        goods_text(1, good)
    }
    fn cards(&self, cards: &[CardId]) -> String {
        cards_text(cards)
    }
    fn factories(&self, factories: &[FactoryId]) -> String {
        factories_text(factories)
    }
    fn winners(&self, names: &[String]) -> String {
        listed(names)
    }
}

/// Why an action is not allowed, as a clause ("pas assez d'or").
fn illegal(reason: Illegal) -> &'static str {
    match reason {
        Illegal::GameOver => say!("la partie est terminée"),
        Illegal::NotNow(Expected::Placement) => say!("c'est le moment de poser un disque d'action"),
        Illegal::NotNow(Expected::Resolution) => {
            say!("c'est le moment de choisir un disque à résoudre ou à retirer")
        }
        Illegal::NotNow(Expected::ActionStep) => {
            say!("une action est en cours\u{a0}: faites-en une étape ou terminez-la")
        }
        Illegal::NotNow(Expected::Bonus) => {
            say!("c'est le moment d'utiliser un disque bonus ou d'y renoncer")
        }
        Illegal::NotNow(Expected::FinalExchange) => {
            say!("c'est l'échange final\u{a0}: faites un échange ou terminez")
        }
        Illegal::AreaFull => say!("cette zone porte déjà deux disques"),
        Illegal::AlreadyOnArea => say!("vous avez déjà un disque sur cette zone"),
        Illegal::NoTokenOnArea => say!("vous n'avez pas de disque sur cette zone"),
        Illegal::NothingToDo => {
            say!("cette action ne peut rien vous apporter pour l'instant\u{a0}: retirez le disque")
        }
        Illegal::WrongArea => say!("cette étape relève d'une autre zone d'action"),
        Illegal::BonusOnly => {
            say!("faire tourner une seule usine n'est possible qu'en action bonus")
        }
        Illegal::NotAsBonus => say!("prendre un point de développement n'est pas une action bonus"),
        Illegal::CogOrExchanges => {
            say!("prenez un point de développement ou faites des échanges, pas les deux")
        }
        Illegal::StepLimit(_) => say!("cette action a atteint sa limite"),
        Illegal::SquareLimit => say!("cette case du marché des changes a déjà servi 3 fois"),
        Illegal::NoStepTaken => say!("faites au moins une chose, ou retirez plutôt le disque"),
        Illegal::NoBonusToken => say!("vous n'avez pas de disque bonus"),
        Illegal::BonusTokenTooNew => {
            say!("un disque bonus acheté pendant cette action ne servira qu'après votre prochaine action")
        }
        Illegal::FactoryNotOffered => say!("cette usine n'est pas sur le marché"),
        Illegal::FactoriesPerRound(_) => {
            say!("vous avez déjà construit 3 usines cette manche, le maximum")
        }
        Illegal::NotYourFactory => say!("cette usine n'est pas à vous"),
        Illegal::UnknownLoad => say!("ce navire ou cet entrepôt n'existe pas"),
        Illegal::LoadEmpty => say!("ce navire ou cet entrepôt est vide"),
        Illegal::NotEnoughGold => say!("pas assez d'or"),
        Illegal::NotEnoughCogs => say!("pas assez de points de développement"),
        Illegal::NotEnoughCubes => say!("pas assez de cubes"),
        Illegal::CardNotOffered => say!("cette carte invention n'est pas sur le plateau"),
        Illegal::FakePaymentMismatch => {
            say!("les points d'interrogation d'une contrefaçon se paient avec exactement autant de cubes métal, technique ou outil")
        }
        Illegal::FakeOfOwnInvention => {
            say!("vous ne pouvez pas produire la contrefaçon d'une invention que vous avez développée")
        }
        Illegal::NoSuchExchange => say!("le marché des changes ne propose pas cet échange"),
        Illegal::NoBonusTokenAtGameEnd => {
            say!("on ne peut pas acheter de disque bonus lors de l'échange final")
        }
        Illegal::SpaceTaken => say!("cette case est déjà développée"),
        Illegal::GoldSpaceFirst => say!("la case or doit être développée avant la case argent"),
        Illegal::CogLimit => say!("pas plus de 7 points de développement par action"),
        Illegal::NoMarkerLeft => say!("vous n'avez plus de marqueur invention"),
        Illegal::DevelopOrPatent => {
            say!("développez des inventions ou déposez des brevets, pas les deux")
        }
        Illegal::PatentTrackFull => say!("vous avez déjà déposé vos 6 brevets"),
        Illegal::NotYourSpace => {
            say!("vous ne pouvez breveter qu'une case que vous avez développée")
        }
        Illegal::AlreadyPatented => say!("cette case est déjà brevetée"),
        Illegal::MustAttachPatent => {
            say!("rattachez le brevet à l'une de vos cases non brevetées")
        }
    }
}

impl Words for French {
    fn resource(&self, resource: Resource) -> &'static str {
        resource_name(resource)
    }
    fn good(&self, good: Good) -> &'static str {
        good_name(good)
    }
    fn area(&self, area: Area) -> &'static str {
        area_name(area)
    }
    fn area_hint(&self, area: Area) -> &'static str {
        area_hint(area)
    }
    fn space(&self, space: Space) -> &'static str {
        space_name(space)
    }
    fn invention(&self, invention: Invention) -> &'static str {
        invention_name(invention)
    }
    fn start_invention(&self, card: StartInvention) -> &'static str {
        start_invention_name(card)
    }
    fn card(&self, card: CardId) -> String {
        card_name(card)
    }
    fn factory(&self, factory: FactoryId) -> String {
        factory_name(factory)
    }
    fn load(&self, load: LoadId) -> String {
        load_name(load)
    }
    fn royalty(&self, royalty: Royalty) -> String {
        royalty_text(royalty)
    }
    fn exchange(&self, exchange: Exchange) -> String {
        exchange_text(exchange)
    }
    fn step(&self, step: Step) -> String {
        step_text(step)
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
