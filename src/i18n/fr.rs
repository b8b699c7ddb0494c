//! French. The game's own words come from [`FRENCH`]; the vocabulary follows the French
//! rulebook (disques d'action, points de développement, marché des changes, brevets).

// In the browser's bundles the fixed texts come from outside the wasm (../texts.rs): the
// message enum this module matches on is then not needed here.
#![cfg_attr(
    all(feature = "external-texts", target_arch = "wasm32"),
    allow(unused_imports)
)]

use super::{shell, Catalogue, Msg};
use eoi::rules::{Area, Colour, LoadId};
use eoi::rules::{CubeCounts, GameState, Product, Resource, Step};
use eoi::text::{Words, FRENCH};
use tabletop::save::SaveError;
use tabletop::{say, word};

/// The templates of the shell's sentences said once for every language (see `shell`).
const SHELL: shell::Templates = [
    word!("La chaîne de sauvegarde est vide."),
    word!("Ce n'est pas une chaîne de sauvegarde (elle contient des caractères qu'une chaîne de sauvegarde n'a jamais)."),
    word!("La chaîne de sauvegarde est tronquée\u{a0}: copiez-la en entier et réessayez."),
    word!("La chaîne de sauvegarde est endommagée (sa somme de contrôle ne correspond pas)\u{a0}: copiez-la à nouveau."),
    word!("Cette chaîne de sauvegarde vient d'une version plus récente de l'application (format {0})\u{a0}: mettez l'application à jour pour l'ouvrir."),
    word!("La chaîne de sauvegarde est endommagée, ou ce n'est pas une chaîne de sauvegarde de cette application."),
    word!("Cette partie suit des règles plus récentes (version {0}) que celles de cette application\u{a0}: mettez l'application à jour pour l'ouvrir."),
    word!("Cette chaîne de sauvegarde concerne un jeu absent de cette application («\u{a0}{0}\u{a0}»)."),
    word!("Cette partie a été enregistrée avec d'autres valeurs de cartes (version {0}, cette application a la version {1})\u{a0}: elle ne peut pas être rejouée fidèlement."),
    word!("La mise en place enregistrée est invalide."),
    word!("L'action {0} de la chaîne de sauvegarde est illisible."),
    word!("L'action {0} de la chaîne de sauvegarde est interdite par les règles."),
    word!("La chaîne de sauvegarde contient des données en trop après la partie."),
    word!("La partie ne peut pas être enregistrée (un nom est trop long)."),
    word!("{0} (emplacement {1})"),
    word!("Retirer ({0})"),
    word!("Manche {0}"),
    word!("Manche {0} sur {1}"),
    word!("Case {0}\u{a0}: arrêtez-vous ici pour prendre 1 {1}."),
    word!("Pioche\u{a0}: {0} · Défausse\u{a0}: {1} · nouvelles\u{a0}: {2}"),
    word!("{0} ({1} sur le plateau)"),
    word!("{0} sur {1}"),
    word!("{0} or"),
    word!("Joueur {0}"),
    word!("Nom {0}"),
    word!("capacité {0}\u{a0}: +{1}"),
    word!("Impossible pour l'instant ({0})"),
    word!("Construire une usine produisant {0} (coût\u{a0}: {1})"),
    word!("Faire tourner votre usine produisant {0}"),
    word!("{2}"),
    word!("{4}\u{a0}: {5} pour {3} or"),
    word!("{3}\u{a0}: payer {1}, gagner {2}"),
    word!("Prendre {0} (toute l'action)"),
    word!("{1}"),
    word!("{4}\u{a0}: payer {2}, gagner {5}"),
    word!("{4}\u{a0}: payer {2} or, gagner {5}"),
    word!("Déposer un brevet sans rien à protéger\u{a0}: payer {2} or, gagner {5}"),
    word!("Dépensez votre disque bonus pour une seule étape de n'importe quelle action, ou refusez."),
    word!("Dépensez l'un de vos {0} disques bonus pour une seule étape de n'importe quelle action, ou refusez."),
    word!("Brevet n°\u{a0}{0}\u{a0}: payez {1} or pour gagner {3}."),
    word!("{0}\u{a0}: +{1}"),
    word!("brevet"),
    word!("brevets"),
    word!("point"),
    word!("points"),
    word!("joueur"),
    word!("joueurs"),
    word!("Résoudre «\u{a0}{0}\u{a0}»"),
    word!("point d'influence"),
    word!("points d'influence"),
    word!("point de développement"),
    word!("points de développement"),
    word!("{0}\u{a0}: produit {1} à chaque production. La construire coûte {2} et rapporte 1 point d'influence."),
    word!("{0}\u{a0}: produisez-la avec {1} pour gagner {2}."),
    word!("{0}\u{a0}: {1}. Achetez-les tous pour 1 or (action C)."),
    word!("{0}, case {1}\u{a0}: développez-la avec {2} pour gagner {5}. Redevance\u{a0}: {4}."),
    word!("Encore {0} à poser cette manche."),
    word!("disque"),
    word!("disques"),
];

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
        AoiAbout => "Dirigez un laboratoire du XIXe\u{a0}siècle\u{a0}: recrutez des inventeurs, concevez des inventions et posez-les en hexagones autour de l'horloge, chacune au contact d'un inventeur de son domaine, gravissez les trois pistes de progrès et réussissez vos expériences. Se joue aussi en solo.",
        NewGame => "Nouvelle partie",
        StartGame => "Lancer la partie",
        Players => "Joueurs",
        StartPlayer => "Premier joueur",
        RandomStart => "Au hasard",
        Seed => "Graine (facultative)",
        SeedHint => "Laissez vide pour une partie aléatoire\u{a0}; la même graine distribue les mêmes cartes.",
        Undo => "Défaire",
        SkipToDecision => "Aller à la décision",
        UndoPastChance => "Ce que le hasard a montré (dés, cartes ou tuiles piochées) ne se reprend pas : Défaire ne remonte pas plus loin.",
        Redo => "Refaire",
        Rules => "Règles",
        RulesPage => "Ouvrir ces règles dans leur propre page (pour les imprimer ou les partager)",
        RulesUnavailable => "Les règles n'ont pas pu être chargées\u{a0}: connectez-vous une fois à Internet, elles resteront ensuite disponibles hors ligne.",
        PartLoading => "Chargement…",
        PartMissing => "Cette partie de l'application n'a pas pu être chargée\u{a0}: vérifiez la connexion et réessayez. La partie est conservée.",
        TryAgain => "Réessayer",
        Close => "Fermer",
        DownloadLog => "Télécharger en texte",
        Log => "Journal",
        Confirm => "Valider",
        Cancel => "Annuler",
        LeaveGameQuestion => "Quitter cette partie\u{a0}? Elle reste dans les parties enregistrées.",
        LeaveLiveQuestion => "Quitter cette partie à distance\u{a0}? L'hôte la garde\u{a0}; le lien d'invitation vous y ramène.",
        LeaveGame => "Quitter",
        StayInGame => "Rester",
        QuickStart => "Jouer contre l'ordinateur",
        QuickStartHint => "En un clic\u{a0}: vous contre deux ordinateurs (niveau moyen), places tirées au sort.",
        MedievalQuickStartHint => "En un clic\u{a0}: vous contre deux ordinateurs (niveau moyen), premier joueur tiré au sort.",
        AoiQuickStartHint => "En un clic\u{a0}: vous contre deux ordinateurs (niveau moyen), laboratoires distribués au hasard.",
        ComputerName1 => "Ben",
        ComputerName2 => "Cleo",
        FinalScores => "Scores finaux",
        LookAtBoard => "Voir le plateau",
        ShowScores => "Voir les scores",
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
        BotThinking => "{level} : {player} joue…",
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
        HintPlan => "Le coach jouerait\u{a0}: {0}. {1}",
        HintGain => "Environ {0} points de mieux que votre meilleure autre option.",
        HintGainOne => "Environ 1 point de mieux que votre meilleure autre option.",
        HintEven => "À peu près aussi bon que votre meilleure autre option.",
        HintAsked => "{0} a demandé un indice.",
        // The turning points (ui/turning_points.rs).
        TurningPoints => "Tournants de la partie",
        TurningFinding => "Recherche des tournants… {0} sur {1}",
        TurningFind => "Trouver les tournants",
        TurningNone => "Aucun tournant\u{a0}: vous avez joué comme le niveau difficile",
        TurningSilent => "un choix que le journal ne dit pas",
        TurningCost => "environ {0} points perdus",
        TurningCostOne => "environ 1 point perdu",
        TurningPlayed => "Joué\u{a0}:",
        TurningBetter => "Le niveau difficile aurait joué\u{a0}:",
        TurningSee => "Revoir ce moment",
        TurningPointShown => "Tournant",
        // The live table (ui/live/).
        LivePlayAtDistance => "Jouer à distance",
        LiveDistanceHint => "Cochez les places jouées sur d’autres appareils\u{a0}: chacun de ces joueurs reçoit un lien d’invitation, puis les appareils se parlent directement, sans serveur. Cet appareil est la table\u{a0}: gardez-le ouvert.",
        LiveRemoteSeat => "Sur un autre appareil",
        LiveSecrets => "Chaque appareil reçoit toute la partie, graine comprise\u{a0}: chaque écran ne montre que ce que ses propres places peuvent voir, mais qui fouillerait dans son navigateur pourrait retrouver l’ordre de chaque pioche et de chaque main.",
        LiveInvitationFor => "Invitation pour {player}",
        LiveCopyInvitation => "Copier l’invitation pour {player}",
        LiveAnswerFor => "Code de réponse de {player}",
        LiveConnect => "Connecter",
        LiveWaiting => "{player}\u{a0}: en attente de son code de réponse",
        LiveConnected => "{player}\u{a0}: connecté",
        LiveLost => "{player}\u{a0}: connexion perdue. Il rouvre son invitation et vous envoie le nouveau code de réponse.",
        LiveGuestHeading => "Rejoindre une partie à distance",
        LiveSendAnswer => "Envoyez ce code de réponse à l’hôte (par n’importe quelle messagerie). La partie s’affiche ici dès que l’hôte l’a collé.",
        LiveCopyAnswer => "Copier le code de réponse",
        LiveGuestWaiting => "En attente de la connexion de l’hôte…",
        LiveGuestConnected => "Connecté à la table de l’hôte.",
        LiveGuestLost => "La connexion avec l’hôte est perdue. Rouvrez le lien d’invitation pour revenir.",
        LiveElsewhere => "En attente de {player}…",
        LiveRefused => "La table de l’hôte a refusé ce coup.",
        LiveCodeDamaged => "Ce code est abîmé ou incomplet\u{a0}: copiez-le à nouveau, en entier.",
        LiveCodeNewer => "Ce code vient d’une version plus récente de l’application\u{a0}: mettez-la à jour sur cet appareil.",
        LiveCodeOtherGame => "Ce code est pour un autre jeu.",
        LiveCodeWrongSide => "Ce n’est pas le code attendu ici\u{a0}: un code de réponse va à l’hôte, une invitation à un invité.",
        LiveCodeStale => "Cette réponse est pour une autre invitation (plus ancienne, ou d’un autre joueur).",
        LiveCodeUnsupported => "Les informations de connexion de ce navigateur ne tiennent pas dans un code.",
        LiveNoConnection => "Ce navigateur ne peut pas se connecter directement à un autre appareil.",
        LiveStun => "Serveur STUN (facultatif)",
        LiveStunHint => "Sur le même réseau, rien n’est nécessaire. Pour jouer par Internet, un serveur STUN (comme stun:stun.l.google.com:19302) indique à chaque appareil son adresse publique\u{a0}; ce serveur voit les adresses, rien de la partie. Certains réseaux bloquent malgré tout les connexions directes.",
        LiveTable => "Table à distance",
        LivePreparing => "Préparation de la connexion…",
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

impl Catalogue for French {
    #[cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
    fn text(&self, msg: Msg) -> &'static str {
        text(msg)
    }

    fn shell(&self) -> &'static shell::Templates {
        &SHELL
    }
    fn counted(&self, count: i64, one: &str, many: &str) -> String {
        counted(count, one, many)
    }
    fn listed(&self, items: &[String]) -> String {
        listed(items)
    }
    fn product_amount(&self, product: Product, amount: u8) -> String {
        product_amount(product, amount)
    }
    fn cost_text(&self, cubes: &CubeCounts) -> String {
        cubes_text(cubes)
    }
    fn gains_text(&self, influence: u8, gold: u8, cogs: u8) -> String {
        gains_text(influence, gold, cogs)
    }
    fn cogs_phrase(&self, count: u8) -> String {
        cogs(count)
    }
    fn influence_phrase(&self, count: u8) -> String {
        influence(count)
    }
    fn bought(&self, count: u8, load: LoadId) -> String {
        load.info()
            .map_or_else(|| count.to_string(), |info| cubes(count, info.resource))
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
        shell::save_error(&SHELL, error)
    }

    fn tokens_left(&self, left: u8) -> String {
        shell::tokens_left(self, left)
    }

    fn bonus_hint(&self, tokens: i16) -> String {
        shell::bonus_hint(&SHELL, tokens)
    }

    fn step_label(&self, state: &GameState, step: Step) -> String {
        shell::step_label(self, state, step)
    }

    fn at_place(&self, label: &str, place: usize) -> String {
        shell::at_place(&SHELL, label, place)
    }

    fn withdraw_label(&self, area: Area) -> String {
        shell::withdraw_label(&SHELL, area)
    }

    fn resolve_label(&self, area: Area) -> String {
        shell::resolve_label(self, area)
    }

    fn round_of(&self, round: u8, last: u8) -> String {
        shell::round_of(&SHELL, round, last)
    }

    fn space_title(
        &self,
        invention: &str,
        space: &str,
        cogs: u8,
        influence: u8,
        royalty: &str,
    ) -> String {
        shell::space_title(self, invention, space, cogs, influence, royalty)
    }

    fn factory_tip(&self, name: &str, makes: &str, cost: &[String]) -> String {
        shell::factory_tip(self, name, makes, cost)
    }

    fn card_tip(&self, name: &str, cost: &[String], profit: &[String]) -> String {
        shell::card_tip(self, name, cost, profit)
    }

    fn load_tip(&self, name: &str, cubes: &str) -> String {
        shell::load_tip(&SHELL, name, cubes)
    }

    fn patent_tip(&self, number: usize, gold: u8, influence: u8) -> String {
        shell::patent_tip(self, number, gold, influence)
    }

    fn track_square_tip(&self, square: u16, good: &str) -> String {
        shell::track_square_tip(&SHELL, square, good)
    }

    fn piles(&self, deck: usize, discard: usize, new: usize) -> String {
        shell::piles(&SHELL, deck, discard, new)
    }

    fn tokens_on_board(&self, total: u8, on_board: usize) -> String {
        shell::tokens_on_board(&SHELL, total, on_board)
    }

    fn out_of(&self, count: u8, of: usize) -> String {
        shell::out_of(&SHELL, count, of)
    }

    fn resource_count(&self, count: i16, what: Resource) -> String {
        cubes(count, what)
    }

    fn gold_count(&self, count: i16) -> String {
        shell::gold_count(&SHELL, count)
    }

    fn cogs_count(&self, count: i16) -> String {
        shell::cogs_count(self, count)
    }

    fn influence_count(&self, count: i16) -> String {
        shell::influence_count(self, count)
    }

    fn player_count(&self, count: usize) -> String {
        shell::player_count(self, count)
    }

    fn player_number(&self, seat: usize) -> String {
        shell::player_number(&SHELL, seat)
    }

    fn name_label(&self, seat: usize) -> String {
        shell::name_label(&SHELL, seat)
    }

    fn patent_bonus_cell(&self, patents: u8, bonus: u8) -> String {
        shell::patent_bonus_cell(self, patents, bonus)
    }

    fn cogs_bonus_cell(&self, cogs: u16, bonus: u8) -> String {
        shell::cogs_bonus_cell(self, cogs, bonus)
    }

    fn capacity_bonus_cell(&self, capacity: u16, bonus: u8) -> String {
        shell::capacity_bonus_cell(&SHELL, capacity, bonus)
    }

    fn headline(&self, winners: &[String]) -> String {
        if winners.len() == 1 {
            say!("Vainqueur\u{a0}: {}", listed(winners))
        } else {
            say!("Victoire partagée\u{a0}: {}", listed(winners))
        }
    }

    fn not_possible(&self, count: usize) -> String {
        shell::not_possible(&SHELL, count)
    }
}
