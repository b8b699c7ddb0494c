//! French. The game's own words come from [`FRENCH`]; the vocabulary follows the French
//! rulebook (disques d'action, points de développement, marché des changes, brevets).

// In the browser's bundles the fixed texts come from outside the wasm (../texts.rs): the
// message enum this module matches on is then not needed here.
#![cfg_attr(
    all(feature = "external-texts", target_arch = "wasm32"),
    allow(unused_imports)
)]

use super::{Catalogue, Msg};
use eoi::rules::{data, CubeCounts, GameState, Product, Resource, Step};
use eoi::rules::{Area, Colour};
use eoi::text::{Words, FRENCH};
use tabletop::save::SaveError;
use tabletop::say;

pub struct French;

#[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
fn text(msg: Msg) -> &'static str {
    use Msg::*;
    match msg {
        AppName => "Tabletop",
        Games => "Jeux",
        RulesOf => "Règles du jeu {game}",
        SetUpGame => "Préparer une partie",
        PlayerRange => "{min} à {max} joueurs",
        EoiAbout => "Construisez des usines, achetez des ressources, produisez, développez et brevetez des inventions\u{a0}: le plus d'influence l'emporte.",
        MedievalAbout => "Lancez les dés de votre peuple, collectez des ressources et bâtissez remparts et bâtiments sur votre domaine pendant que les désastres s'abattent\u{a0}: le plus de points l'emporte. Se joue aussi en solitaire contre Sir Philippe.",
        AoiAbout => "Dirigez un laboratoire du XIX\u{a0}siècle\u{a0}: recrutez des inventeurs, concevez des inventions et posez-les en hexagones autour de l'horloge, chacune au contact d'un inventeur de son domaine, gravissez les trois pistes de progrès et réussissez vos expériences. Se joue aussi en solo.",
        NewGame => "Nouvelle partie",
        StartGame => "Lancer la partie",
        Players => "Joueurs",
        StartPlayer => "Premier joueur",
        RandomStart => "Au hasard",
        Seed => "Graine (facultative)",
        SeedHint => "Laissez vide pour une partie aléatoire\u{a0}; la même graine distribue les mêmes cartes.",
        Undo => "Défaire",
        Redo => "Refaire",
        Rules => "Règles",
        RulesPage => "Ouvrir ces règles dans leur propre page (pour les imprimer ou les partager)",
        RulesUnavailable => "Les règles n'ont pas pu être chargées\u{a0}: connectez-vous une fois à Internet, elles resteront ensuite disponibles hors ligne.",
        Close => "Fermer",
        DownloadLog => "Télécharger en texte",
        Log => "Journal",
        Confirm => "Valider",
        Cancel => "Annuler",
        LeaveGameQuestion => "Quitter cette partie\u{a0}? Elle reste dans les parties enregistrées.",
        LeaveGame => "Quitter",
        StayInGame => "Rester",
        QuickStart => "Jouer contre l'ordinateur",
        QuickStartHint => "En un clic\u{a0}: vous contre deux ordinateurs (niveau moyen), places tirées au sort.",
        ComputerName1 => "Ben",
        ComputerName2 => "Cleo",
        FinalScores => "Scores finaux",
        Total => "Total",
        ReconstructedNote => "Les valeurs des cartes et du plateau de cette application sont reconstituées\u{a0}: les règles ne les donnent pas, ce ne sont donc pas celles de l'éditeur.",
        GameOverHeading => "La partie est terminée",
        GameControls => "Commandes de la partie",
        Board => "Plateau",
        SeedError => "La graine doit être un nombre entier (ou rester vide).",
        StorageUnavailable => "Cette fenêtre du navigateur ne peut pas enregistrer de partie (navigation privée ou stockage bloqué). Le jeu continue\u{a0}; utilisez Exporter pour garder la partie.",
        StorageFull => "Le stockage du navigateur est plein\u{a0}: cette partie n'est plus enregistrée. Supprimez d'anciennes parties ou utilisez Exporter pour la garder.",
        ChangedElsewhere => "Cette partie a été modifiée dans un autre onglet. Vos coups ici ne sont pas enregistrés tant que vous n'avez pas choisi\u{a0}:",
        StorageDamaged => "Une partie enregistrée n'a pas pu être lue.",
        CopyName => "{name} (copie)",
        LoadOtherTab => "Charger la version de l'autre onglet",
        KeepMineAsCopy => "Garder la mienne comme nouvelle partie",
        SavedGames => "Parties enregistrées",
        NoSavedGames => "Aucune partie enregistrée\u{a0}: chaque partie lancée est enregistrée ici automatiquement.",
        Finished => "Terminée",
        LastPlayed => "{status} · dernier coup le {when}",
        ResumeGame => "Reprendre {game}",
        RenameGame => "Renommer {game}",
        DeleteGame => "Supprimer {game}",
        NewName => "Nouveau nom",
        Save => "Enregistrer",
        Resume => "Reprendre",
        Rename => "Renommer",
        Delete => "Supprimer",
        ConfirmDelete => "Supprimer cette partie\u{a0}?",
        YesDelete => "Oui, supprimer",
        ImportGame => "Importer une partie",
        ImportHint => "Collez une chaîne de sauvegarde ou un lien de partage",
        Import => "Importer",
        ExportGame => "Exporter et partager",
        Export => "Exporter",
        ExportHint => "La chaîne de sauvegarde contient toute la partie (mise en place, graine et chaque coup). N'importe qui peut la poursuivre en l'important ou en ouvrant le lien de partage.",
        SaveString => "Chaîne de sauvegarde",
        SaveStringLength => "Chaîne de sauvegarde ({count} caractères)",
        CopySaveString => "Copier la chaîne",
        ShareLink => "Lien de partage",
        CopyShareLink => "Copier le lien",
        Copied => "{what}\u{a0}: copie effectuée.",
        CopyFailed => "La copie a échoué\u{a0}: sélectionnez le texte et copiez-le à la main.",
        SendLinkTo => "Copier le lien pour {player}",
        YourTurnMessage => "{player}, c'est à vous de jouer à {game}\u{a0}: {link}",
        LinkCopiedFor => "Lien copié\u{a0}: envoyez-le à {player}.",
        ReplayHeading => "Revoir la partie",
        ReplayPosition => "Action {at} sur {total}",
        ReplayStart => "Début",
        ReplayBack => "Reculer",
        ReplayForward => "Avancer",
        ReplayEnd => "Fin",
        ReplayPlay => "Lecture",
        ReplayPause => "Pause",
        ReplaySpeed => "Vitesse",
        ReplaySlow => "Lente",
        ReplayNormal => "Normale",
        ReplayFast => "Rapide",
        ReplayRound => "Aller à la manche",
        StopWatching => "Retour à la partie",
        WatchAgain => "Revoir la partie",
        PointsByRound => "Les points au fil des manches",
        ChartRound => "Manche",
        ChartEnd => "Fin",
        Watch => "Revoir",
        WatchNamed => "Revoir {name}",
        ReplayLink => "Lien pour revoir la partie",
        CopyReplayLink => "Copier le lien pour revoir",
        PlayedBy => "Joué par",
        BotThinking => "{player} ({level}) joue…",
        ThinkingProgress => "Réflexion",
        Pace => "Vitesse de l'ordinateur",
        SkipToHuman => "Avance rapide",
        PreviewBanner => "Aperçu\u{a0}: le plateau montre l'action en préparation. Validez pour la jouer, ou annulez.",
        PaceSlow => "Lente",
        PaceNormal => "Normale",
        PaceFast => "Rapide",
        PaceInstant => "Instantanée",
        Language => "Langue",
        SavedGameMissing => "Cette partie enregistrée n'existe plus.",
        Human => "Humain",
        ComputerEasy => "Ordinateur (facile)",
        ComputerMedium => "Ordinateur (moyen)",
        ComputerHard => "Ordinateur (difficile)",
        ComputerRandom => "Ordinateur (aléatoire)",
        // The coach's hint (issue 28).
        Hint => "Indice",
        HintThinking => "Le coach réfléchit… (Échap l'arrête)",
        HintPlan => "Le coach jouerait\u{a0}: {plan}.",
        HintGain => "Environ {points} points de mieux que votre meilleure autre option.",
        HintGainOne => "Environ 1 point de mieux que votre meilleure autre option.",
        HintEven => "À peu près aussi bon que votre meilleure autre option.",
        HintOnly => "C'est votre seule option.",
        HintAsked => "{player} a demandé un indice.",
        // The turning points (ui/turning_points.rs).
        TurningPoints => "Tournants de la partie",
        TurningFinding => "Recherche des tournants… {done} sur {total}",
        TurningFind => "Trouver les tournants",
        TurningNone => "Aucun tournant\u{a0}: vous avez joué comme le niveau difficile",
        TurningSilent => "un choix que le journal ne dit pas",
        TurningCost => "environ {points} points perdus",
        TurningCostOne => "environ 1 point perdu",
        TurningRound => "Manche {round}",
        TurningPlayed => "Joué\u{a0}:",
        TurningBetter => "Le niveau difficile aurait joué\u{a0}:",
        TurningSee => "Revoir ce moment",
    }
}

/// `count` with the singular or plural form of a noun (French: singular for 0 and 1).
fn counted(count: impl Into<i64>, one: &str, many: &str) -> String {
    let count = count.into();
    say!(
        "{} {}",
        count,
        if (-1..=1).contains(&count) { one } else { many }
    )
}

/// A number of cubes of one resource: "1 charbon", "2 métaux".
fn cubes(count: impl Into<i64>, resource: Resource) -> String {
    let (one, many) = match resource {
        Resource::Wood => (say!("bois"), say!("bois")),
        Resource::Coal => (say!("charbon"), say!("charbons")),
        Resource::Metal => (say!("métal"), say!("métaux")),
        Resource::Tech => (say!("technique"), say!("techniques")),
        Resource::Tool => (say!("outil"), say!("outils")),
    };
    counted(count, one, many)
}

fn cogs(count: impl Into<i64>) -> String {
    counted(
        count,
        say!("point de développement"),
        say!("points de développement"),
    )
}

fn influence(count: impl Into<i64>) -> String {
    counted(count, say!("point d'influence"), say!("points d'influence"))
}

/// Items in a French list: "a", "a et b", "a, b et c".
fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => say!("{} et {}", rest.join(", "), last),
    }
}

/// A list of cubes, such as a cost: "2 bois et 1 charbon".
fn cubes_text(counts: &CubeCounts) -> String {
    let parts: Vec<String> = Resource::ALL
        .into_iter()
        .filter(|resource| counts[resource.index()] > 0)
        .map(|resource| cubes(counts[resource.index()], resource))
        .collect();
    if parts.is_empty() {
        say!("rien").to_string()
    } else {
        listed(&parts)
    }
}

fn product_amount(product: Product, amount: u8) -> String {
    match product {
        Product::Cube(resource) => cubes(amount, resource),
        Product::Gold => say!("{} or", amount),
        Product::Cogs => cogs(amount),
    }
}

fn gains_text(influence_gained: u8, gold: u8, cogs_gained: u8) -> String {
    let mut parts = Vec::new();
    if gold > 0 {
        parts.push(say!("{} or", gold));
    }
    if cogs_gained > 0 {
        parts.push(cogs(cogs_gained));
    }
    if influence_gained > 0 {
        parts.push(influence(influence_gained));
    }
    if parts.is_empty() {
        say!("rien").to_string()
    } else {
        listed(&parts)
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => std::iter::once(super::capital(first))
            .chain(chars)
            .collect(),
        None => String::new(),
    }
}

/// A step as a command starting a label: "Développer la case or de la machine à coudre".
fn command(step: Step) -> String {
    capitalised(&FRENCH.step(step))
}

impl Catalogue for French {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: Msg) -> &'static str {
        text(msg)
    }

    fn words(&self) -> &'static dyn Words {
        &FRENCH
    }

    fn game_name(&self, id: &str) -> Option<&'static str> {
        match id {
            eoi::GAME_ID => Some(say!("Era of Inventions")),
            era_medieval::game::GAME_ID => Some(era_medieval::text::Words::title(
                &era_medieval::text::FRENCH,
            )),
            age_of_inventors::GAME_ID => Some(age_of_inventors::text::Words::title(
                &age_of_inventors::text::FRENCH,
            )),
            _ => None,
        }
    }

    fn colour(&self, colour: Colour) -> &'static str {
        match colour {
            Colour::Orange => say!("orange"),
            Colour::Yellow => say!("jaune"),
            Colour::Green => say!("vert"),
            Colour::Brown => say!("marron"),
            Colour::Blue => say!("bleu"),
        }
    }

    fn save_error(&self, error: &SaveError) -> String {
        match error {
            SaveError::Empty => say!("La chaîne de sauvegarde est vide.").to_string(),
            SaveError::NotASaveString => {
                say!("Ce n'est pas une chaîne de sauvegarde (elle contient des caractères qu'une chaîne de sauvegarde n'a jamais).").to_string()
            }
            SaveError::Truncated => {
                say!("La chaîne de sauvegarde est tronquée\u{a0}: copiez-la en entier et réessayez.").to_string()
            }
            SaveError::ChecksumMismatch => {
                say!("La chaîne de sauvegarde est endommagée (sa somme de contrôle ne correspond pas)\u{a0}: copiez-la à nouveau.").to_string()
            }
            SaveError::NewerFormat(version) => say!("Cette chaîne de sauvegarde vient d'une version plus récente de l'application (format {})\u{a0}: mettez l'application à jour pour l'ouvrir.", version),
            SaveError::UnknownFormat(version) => say!("La chaîne de sauvegarde est endommagée, ou ce n'en est pas une (elle indique un format que cette application ne connaît pas\u{a0}: {}).", version),
            SaveError::NewerRules(version) => say!("Cette partie suit des règles plus récentes (version {}) que celles de cette application\u{a0}: mettez l'application à jour pour l'ouvrir.", version),
            SaveError::OtherGame(game) => {
                say!("Cette chaîne de sauvegarde concerne un jeu absent de cette application («\u{a0}{}\u{a0}»).", game)
            }
            SaveError::OtherCardNumbers { saved, current } => say!("Cette partie a été enregistrée avec d'autres valeurs de cartes (version {}, cette application a la version {})\u{a0}: elle ne peut pas être rejouée fidèlement.", saved, current),
            SaveError::BadSetup => say!("La mise en place enregistrée est invalide.").to_string(),
            SaveError::BadAction(index) => {
                say!("L'action {} de la chaîne de sauvegarde est illisible.", index + 1)
            }
            SaveError::IllegalAction { index } => say!("L'action {} de la chaîne de sauvegarde est interdite par les règles.", index + 1),
            SaveError::TrailingData => {
                say!("La chaîne de sauvegarde contient des données en trop après la partie.").to_string()
            }
            SaveError::TooLarge => {
                say!("La partie ne peut pas être enregistrée (un nom est trop long).").to_string()
            }
        }
    }

    fn tokens_left(&self, left: u8) -> String {
        if left > 1 {
            say!("Encore {} disques à poser cette manche.", left)
        } else {
            say!("Encore {} disque à poser cette manche.", left)
        }
    }

    fn bonus_hint(&self, tokens: i16) -> String {
        if tokens == 1 {
            say!("Dépensez votre disque bonus pour une seule étape de n'importe quelle action, ou refusez.").to_string()
        } else {
            say!("Dépensez l'un de vos {} disques bonus pour une seule étape de n'importe quelle action, ou refusez.", tokens)
        }
    }

    fn step_label(&self, state: &GameState, step: Step) -> String {
        match step {
            Step::Build(factory) => match factory.info() {
                Some(info) => say!(
                    "Construire une usine produisant {} (coût\u{a0}: {})",
                    product_amount(info.product, info.amount),
                    cubes_text(&info.cost)
                ),
                None => command(step),
            },
            Step::RunFactory(factory) => match factory.info() {
                Some(info) => say!(
                    "Faire tourner votre usine produisant {}",
                    product_amount(info.product, info.amount)
                ),
                None => command(step),
            },
            Step::Buy(load) => {
                let count = state.loads().get(usize::from(load.0)).copied().unwrap_or(0);
                let bought = load
                    .info()
                    .map_or_else(|| count.to_string(), |info| cubes(count, info.resource));
                say!(
                    "{}\u{a0}: {} pour {} or",
                    command(step),
                    bought,
                    data::LOAD_PRICE
                )
            }
            Step::Produce { card, fake } => match card.info() {
                Some(info) => {
                    let mut cost = info.cost;
                    if let Some(payment) = fake {
                        cost[Resource::Metal.index()] += payment.metal;
                        cost[Resource::Tech.index()] += payment.tech;
                        cost[Resource::Tool.index()] += payment.tool;
                    }
                    let profit = info.profit;
                    say!(
                        "{}\u{a0}: payer {}, gagner {}",
                        command(Step::Produce { card, fake: None }),
                        cubes_text(&cost),
                        gains_text(profit.influence, profit.gold, profit.cogs)
                    )
                }
                None => command(step),
            },
            Step::TakeCog => say!("Prendre {} (toute l'action)", cogs(1)),
            Step::Exchange(_) => command(step),
            Step::Develop(invention, space) => {
                let info = invention.space(space);
                say!(
                    "{}\u{a0}: payer {}, gagner {}",
                    command(step),
                    cogs(info.cogs),
                    influence(info.influence)
                )
            }
            Step::Patent(target) => {
                let (gold, gained) = next_patent(state);
                match target {
                    Some(_) => say!(
                        "{}\u{a0}: payer {} or, gagner {}",
                        command(step),
                        gold,
                        influence(gained)
                    ),
                    None => say!(
                        "Déposer un brevet sans rien à protéger\u{a0}: payer {} or, gagner {}",
                        gold,
                        influence(gained)
                    ),
                }
            }
        }
    }

    fn at_place(&self, label: &str, place: usize) -> String {
        say!("{} (emplacement {})", label, place)
    }

    fn withdraw_label(&self, area: Area) -> String {
        say!("Retirer ({})", area.letter())
    }

    fn resolve_label(&self, area: Area) -> String {
        say!("Résoudre «\u{a0}{}\u{a0}»", FRENCH.area(area))
    }

    fn round_of(&self, round: u8, last: u8) -> String {
        if last == 0 {
            return say!("Manche {}", round);
        }
        say!("Manche {} sur {}", round, last)
    }

    fn space_title(
        &self,
        invention: &str,
        space: &str,
        cogs_cost: u8,
        influence_gained: u8,
        royalty: &str,
    ) -> String {
        say!(
            "{}, case {}\u{a0}: développez-la avec {} pour gagner {}. Redevance\u{a0}: {}.",
            invention,
            space,
            cogs(cogs_cost),
            influence(influence_gained),
            royalty
        )
    }

    fn factory_tip(&self, name: &str, makes: &str, cost: &[String]) -> String {
        say!("{}\u{a0}: produit {} à chaque production. La construire coûte {} et rapporte 1 point d'influence.", capitalised(name), makes, listed(cost))
    }

    fn card_tip(&self, name: &str, cost: &[String], profit: &[String]) -> String {
        say!(
            "{}\u{a0}: produisez-la avec {} pour gagner {}.",
            name,
            listed(cost),
            listed(profit)
        )
    }

    fn load_tip(&self, name: &str, cubes: &str) -> String {
        say!(
            "{}\u{a0}: {}. Achetez-les tous pour 1 or (action C).",
            capitalised(name),
            cubes
        )
    }

    fn patent_tip(&self, number: usize, gold: u8, influence_gained: u8) -> String {
        say!(
            "Brevet n°\u{a0}{}\u{a0}: payez {} or pour gagner {}.",
            number,
            gold,
            influence(influence_gained)
        )
    }

    fn track_square_tip(&self, square: u16, good: &str) -> String {
        say!(
            "Case {}\u{a0}: arrêtez-vous ici pour prendre 1 {}.",
            square,
            good
        )
    }

    fn piles(&self, deck: usize, discard: usize, new: usize) -> String {
        say!(
            "Pioche\u{a0}: {} · Défausse\u{a0}: {} · nouvelles\u{a0}: {}",
            deck,
            discard,
            new
        )
    }

    fn tokens_on_board(&self, total: u8, on_board: usize) -> String {
        say!("{} ({} sur le plateau)", total, on_board)
    }

    fn out_of(&self, count: u8, of: usize) -> String {
        say!("{} sur {}", count, of)
    }

    fn resource_count(&self, count: i16, what: Resource) -> String {
        cubes(count, what)
    }

    fn gold_count(&self, count: i16) -> String {
        say!("{} or", count)
    }

    fn cogs_count(&self, count: i16) -> String {
        cogs(count)
    }

    fn influence_count(&self, count: i16) -> String {
        influence(count)
    }

    fn player_count(&self, count: usize) -> String {
        counted(count as i64, say!("joueur"), say!("joueurs"))
    }

    fn player_number(&self, seat: usize) -> String {
        say!("Joueur {}", seat + 1)
    }

    fn name_label(&self, seat: usize) -> String {
        say!("Nom {}", seat + 1)
    }

    fn patent_bonus_cell(&self, patents: u8, bonus: u8) -> String {
        say!(
            "{}\u{a0}: +{}",
            counted(patents, say!("brevet"), say!("brevets")),
            bonus
        )
    }

    fn cogs_bonus_cell(&self, cogs_invested: u16, bonus: u8) -> String {
        say!(
            "{}\u{a0}: +{}",
            counted(cogs_invested, say!("point"), say!("points")),
            bonus
        )
    }

    fn capacity_bonus_cell(&self, capacity: u16, bonus: u8) -> String {
        say!("capacité {}\u{a0}: +{}", capacity, bonus)
    }

    fn headline(&self, winners: &[String]) -> String {
        if winners.len() == 1 {
            say!("Vainqueur\u{a0}: {}", listed(winners))
        } else {
            say!("Victoire partagée\u{a0}: {}", listed(winners))
        }
    }

    fn not_possible(&self, count: usize) -> String {
        say!("Impossible pour l'instant ({})", count)
    }
}

/// The gold and influence of the current player's next patent.
fn next_patent(state: &GameState) -> (u8, u8) {
    let seat = state.current_seat().unwrap_or(0);
    let square = state
        .player(seat)
        .map_or(0, |player| usize::from(player.patents));
    data::PATENT_TRACK.get(square).copied().unwrap_or((0, 0))
}
