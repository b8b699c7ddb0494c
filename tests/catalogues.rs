//! Every language says everything: each catalogue (the shell's, ERA: Medieval Age's and Age of
//! Inventors') has every
//! message (the compiler sees to the keys; these tests see to the words), with the same named
//! arguments as English, and nothing a French or German player sees is left in English. The
//! game's words are checked over every name, every refusal, and every event and choice of a few
//! whole random games.
// The catalogues' sources are not compiled into the browser bundles' wasm (the app's i18n::texts).
#![cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]

use app::i18n::aoi::{AoiCatalogue, AoiMsg};
use app::i18n::eoi::EoiMsg;
use app::i18n::medieval::{MedMsg, MedievalCatalogue};
use app::i18n::{Catalogue, Locale, Msg, RuleSection};
use eoi::rules::{
    Area, Colour, Expected, GameState, Good, Illegal, Invention, Resource, Setup, Space,
};
use eoi::text::Words;
use tabletop::rng::Rng;
use tabletop::save::SaveError;

const TRANSLATED: [Locale; 2] = [Locale::Fr, Locale::De];

/// Messages that read the same in English and in the language (names and international words).
fn same_as_english(locale: Locale, msg: Msg) -> bool {
    use Msg::*;
    let shared = [AppName, ComputerName1, ComputerName2];
    let own: &[Msg] = match locale {
        Locale::Fr => &[Total, PaceNormal, Export, Import, ReplayPause],
        Locale::De => &[Total, PaceNormal, Export, Import, ReplayNormal],
        Locale::En => &[],
    };
    shared.contains(&msg) || own.contains(&msg)
}

/// Era of Inventions' messages that read the same in English and in the language.
fn eoi_same_as_english(locale: Locale, msg: EoiMsg) -> bool {
    use EoiMsg::*;
    let own: &[EoiMsg] = match locale {
        Locale::Fr => &[Or],
        Locale::De => &[Or, Deck, LabelValue, StartRibbon],
        Locale::En => &[],
    };
    // Initials on cubes, coins and tokens may coincide (C is coal and charbon).
    let letters = [
        LetterWood,
        LetterCoal,
        LetterMetal,
        LetterTech,
        LetterTool,
        LetterGold,
        LetterCog,
        LetterOrange,
        LetterYellow,
        LetterGreen,
        LetterBrown,
        LetterBlue,
    ];
    own.contains(&msg) || letters.contains(&msg)
}

#[test]
fn every_eoi_message_is_written_in_every_language() {
    for locale in Locale::ALL {
        for &msg in EoiMsg::ALL {
            let text = locale.eoi().text(msg);
            assert!(!text.trim().is_empty(), "{locale:?} {msg:?} is empty");
            assert_eq!(
                arguments(text),
                arguments(Locale::En.eoi().text(msg)),
                "{locale:?} {msg:?} has other arguments than English: {text}"
            );
        }
    }
}

#[test]
fn no_eoi_message_is_left_in_english() {
    for locale in TRANSLATED {
        for &msg in EoiMsg::ALL {
            if !eoi_same_as_english(locale, msg) {
                assert_ne!(
                    locale.eoi().text(msg),
                    Locale::En.eoi().text(msg),
                    "{locale:?} {msg:?} is still in English"
                );
            }
        }
    }
}

/// The `{name}` arguments of a template, sorted.
fn arguments(template: &str) -> Vec<&str> {
    let mut names: Vec<&str> = template
        .split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
        .collect();
    names.sort_unstable();
    names
}

fn english() -> &'static dyn Catalogue {
    Locale::En.catalogue()
}

#[test]
fn every_message_is_written_in_every_language() {
    for locale in Locale::ALL {
        for &msg in Msg::ALL {
            let text = locale.catalogue().text(msg);
            assert!(!text.trim().is_empty(), "{locale:?} {msg:?} is empty");
            assert_eq!(
                arguments(text),
                arguments(english().text(msg)),
                "{locale:?} {msg:?} has other arguments than English: {text}"
            );
        }
    }
}

#[test]
fn no_message_is_left_in_english() {
    for locale in TRANSLATED {
        for &msg in Msg::ALL {
            if !same_as_english(locale, msg) {
                assert_ne!(
                    locale.catalogue().text(msg),
                    english().text(msg),
                    "{locale:?} {msg:?} is still English"
                );
            }
        }
    }
}

#[test]
fn the_rules_summary_is_written_in_every_language() {
    for locale in TRANSLATED {
        rules_translated(locale, locale.catalogue().rules(), english().rules());
    }
}

/// A translated rules summary: as many sections as English, none of them in English.
fn rules_translated(locale: Locale, rules: &[RuleSection], sections: &[RuleSection]) {
    assert_eq!(rules.len(), sections.len(), "{locale:?}");
    for (theirs, ours) in rules.iter().zip(sections) {
        assert_ne!(theirs.heading, ours.heading, "{locale:?}");
        assert!(
            !theirs.paragraphs.is_empty(),
            "{locale:?} {}",
            theirs.heading
        );
        for paragraph in theirs.paragraphs {
            assert!(
                !ours.paragraphs.contains(paragraph),
                "{locale:?}: {paragraph}"
            );
        }
    }
}

/// ERA: Medieval Age's messages that read the same in English and in the language.
fn medieval_same_as_english(locale: Locale, msg: MedMsg) -> bool {
    use MedMsg::*;
    // A count and a piece's name, and a number of cells with a bonus, in symbols only.
    let shared = [CountOf, WalledCells];
    let own: &[MedMsg] = match locale {
        Locale::Fr => &[Culture],
        Locale::De | Locale::En => &[],
    };
    shared.contains(&msg) || own.contains(&msg)
}

fn medieval_english() -> &'static dyn MedievalCatalogue {
    Locale::En.medieval()
}

#[test]
fn every_medieval_message_is_written_in_every_language() {
    for locale in Locale::ALL {
        for &msg in MedMsg::ALL {
            let text = locale.medieval().text(msg);
            assert!(!text.trim().is_empty(), "{locale:?} {msg:?} is empty");
            assert_eq!(
                arguments(text),
                arguments(medieval_english().text(msg)),
                "{locale:?} {msg:?} has other arguments than English: {text}"
            );
        }
    }
}

#[test]
fn no_medieval_message_is_left_in_english() {
    for locale in TRANSLATED {
        for &msg in MedMsg::ALL {
            if !medieval_same_as_english(locale, msg) {
                assert_ne!(
                    locale.medieval().text(msg),
                    medieval_english().text(msg),
                    "{locale:?} {msg:?} is still English"
                );
            }
        }
    }
}

/// ERA: Medieval Age's rules page (`assets/rules/era-medieval.<language>.html`, shown by the app's
/// Rules dialog) in one language.
fn medieval_rules_page(locale: Locale) -> String {
    let path = format!(
        "{}/assets/rules/era-medieval.{}.html",
        env!("CARGO_MANIFEST_DIR"),
        locale.code()
    );
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// The texts between each `<tag` and its end, in order.
fn elements<'a>(page: &'a str, tag: &str) -> Vec<&'a str> {
    let (open, close) = (format!("<{tag}"), format!("</{tag}>"));
    let mut found = Vec::new();
    let mut rest = page;
    while let Some(start) = rest.find(&open) {
        let Some(end) = rest[start..].find(&close) else {
            break;
        };
        found.push(&rest[start..start + end]);
        rest = &rest[start + end..];
    }
    found
}

/// The numbers of a page's text, in order (markup left out).
fn numbers(page: &str) -> Vec<u32> {
    let mut text = String::new();
    let mut in_tag = false;
    for c in page.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                text.push(' ');
            }
            _ if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.split(|c: char| !c.is_ascii_digit())
        .filter_map(|number| number.parse().ok())
        .collect()
}

#[test]
fn the_medieval_rules_page_is_written_in_every_language() {
    let english = medieval_rules_page(Locale::En);
    for locale in TRANSLATED {
        let page = medieval_rules_page(locale);
        assert!(
            page.contains(&format!("<html lang=\"{}\">", locale.code())),
            "{locale:?}"
        );
        for tag in ["h2", "h3", "table", "tr", "li", "th"] {
            assert_eq!(
                elements(&page, tag).len(),
                elements(&english, tag).len(),
                "{locale:?} <{tag}>"
            );
        }
        for paragraph in elements(&page, "p") {
            assert!(
                !elements(&english, "p").contains(&paragraph),
                "{locale:?}: {paragraph}"
            );
        }
        // The same numbers, in the same order, as the English page (checked against the data).
        assert_eq!(numbers(&page), numbers(&english), "{locale:?}");
    }
}

#[test]
fn the_medieval_rules_page_has_the_numbers_of_the_data() {
    use era_medieval::rules::{data, Building};
    use era_medieval::text::{Words, ENGLISH};
    // Soft hyphens let long words break in the narrow tables of a phone.
    let page = medieval_rules_page(Locale::En).replace("&shy;", "");
    let tables = elements(&page, "table");
    let disasters = tables
        .iter()
        .find(|t| t.contains("Disasters by number of skulls"))
        .expect("disaster table");
    assert_eq!(
        elements(disasters, "tr").len(),
        1 + data::DISASTER_BY_SKULLS.len()
    );
    for (row, disaster) in elements(disasters, "tr")
        .iter()
        .skip(1)
        .zip(data::DISASTER_BY_SKULLS)
    {
        assert!(row.contains(ENGLISH.disaster(disaster)), "{row}");
    }
    let buildings = tables
        .iter()
        .find(|t| t.contains("Buildings: supply"))
        .expect("building table");
    for building in Building::ALL {
        let name = ENGLISH.building(building).to_lowercase();
        let row = elements(buildings, "tr")
            .into_iter()
            .find(|row| row.to_lowercase().contains(&format!(">{name}</th>")))
            .unwrap_or_else(|| panic!("no row for {name}"));
        let info = building.info();
        let cells = elements(row, "td");
        assert_eq!(cells[0], format!("<td>{}", info.supply), "{name}");
        assert_eq!(cells[2], format!("<td>{}", info.points), "{name}");
        let cost = info.cost;
        for (amount, word) in [
            (cost.0[2], "wood"),
            (cost.0[1], "stone"),
            (cost.0[0], "trade good"),
        ] {
            if amount > 0 {
                assert!(
                    cells[1].contains(&format!("{amount} {word}")),
                    "{name}: {}",
                    cells[1]
                );
            }
        }
    }
    let walls: u8 = data::WALL_SUPPLY.iter().sum();
    assert!(page.contains(&format!("Wall (any length)</th><td>{walls}</td>")));
    for (cap, word) in data::CAPS
        .0
        .into_iter()
        .zip(["trade goods", "stone", "wood", "food"])
    {
        assert!(page.contains(&format!("{cap} {word}")), "cap {cap} {word}");
    }
    // Extortion as the engine plays it: against every other player, by swords and shields.
    assert!(
        page.contains("fewer swords than you <strong>and</strong> fewer shields than your swords")
    );
}

/// Asserts that `say` words something differently in each translated language than in English.
fn translated<T: std::fmt::Debug + Copy>(what: T, say: impl Fn(Locale, T) -> String) {
    let english = say(Locale::En, what);
    assert!(!english.is_empty(), "{what:?}");
    for locale in TRANSLATED {
        let text = say(locale, what);
        assert!(!text.is_empty(), "{locale:?} {what:?}");
        assert_ne!(text, english, "{locale:?} {what:?} is still English");
    }
}

fn words(locale: Locale) -> &'static dyn Words {
    locale.catalogue().words()
}

#[test]
fn the_games_names_are_translated() {
    for resource in Resource::ALL {
        translated(resource, |l, r| {
            format!(
                "{} {}",
                words(l).resource(r),
                l.catalogue().resource_count(2, r)
            )
        });
    }
    for good in Good::ALL {
        translated(good, |l, g| {
            words(l).good(g).to_string() + &l.catalogue().gold_count(2)
        });
    }
    for area in Area::ALL {
        translated(area, |l, a| words(l).area(a).to_string());
        translated(area, |l, a| words(l).area_hint(a).to_string());
        translated(area, |l, a| l.catalogue().resolve_label(a));
        translated(area, |l, a| l.catalogue().withdraw_label(a));
    }
    for space in Space::ALL {
        translated(space, |l, s| words(l).space(s).to_string());
    }
    for colour in Colour::ALL {
        translated(colour, |l, c| l.catalogue().colour(c).to_string());
    }
    // Several inventions have the same name in some languages (Telefon is not Telephone, but
    // Revolver is Revolver): the list as a whole must differ.
    translated((), |l, ()| {
        Invention::ALL
            .iter()
            .map(|invention| words(l).invention(*invention))
            .collect::<Vec<_>>()
            .join(", ")
    });
    for count in [1u8, 2] {
        translated(count, |l, n| l.catalogue().tokens_left(n));
        translated(count, |l, n| l.catalogue().bonus_hint(n.into()));
        translated(count, |l, n| l.catalogue().cogs_count(n.into()));
        translated(count, |l, n| l.catalogue().influence_count(n.into()));
        translated(count, |l, n| l.catalogue().player_number(n.into()));
        translated(count, |l, n| l.catalogue().name_label(n.into()));
        translated(count, |l, n| l.catalogue().patent_bonus_cell(n, 5));
        translated(count, |l, n| l.catalogue().cogs_bonus_cell(n.into(), 5));
        translated(count, |l, n| l.catalogue().capacity_bonus_cell(n.into(), 5));
        translated(count, |l, n| l.catalogue().round_of(n, 9));
        translated(count, |l, n| l.catalogue().not_possible(n.into()));
        translated(count, |l, n| l.catalogue().piles(n.into(), 3, 1));
        translated(count, |l, n| l.catalogue().tokens_on_board(3, n.into()));
        translated(count, |l, n| l.catalogue().out_of(n, 6));
        translated(count, |l, n| l.catalogue().at_place("x", n.into()));
        translated(count, |l, n| l.catalogue().player_count(n.into()));
        translated(count, |l, n| l.catalogue().patent_tip(n.into(), n, 2));
        translated(count, |l, n| l.catalogue().track_square_tip(n.into(), "x"));
        translated(count, |l, n| l.catalogue().space_title("x", "y", n, 2, "z"));
    }
    translated(1, |l, n: usize| {
        l.catalogue().headline(&vec!["Ada".to_string(); n]) + &l.catalogue().headline(&[])
    });
    // The tooltips' sentences, with lists of one to three amounts.
    for count in 1..=3usize {
        let list = vec!["2 x".to_string(); count];
        translated(count, |l, _| l.catalogue().factory_tip("x", "1 y", &list));
        translated(count, |l, _| l.catalogue().card_tip("x", &list, &list));
        translated(count, |l, _| l.catalogue().load_tip("x", "2 y"));
    }
    // The game keeps its published title in every edition.
    for locale in Locale::ALL {
        assert_eq!(
            locale.catalogue().game_name(eoi::GAME_ID),
            Some("Era of Inventions")
        );
    }
}

#[test]
fn save_problems_are_translated() {
    let errors = [
        SaveError::Empty,
        SaveError::NotASaveString,
        SaveError::Truncated,
        SaveError::ChecksumMismatch,
        SaveError::NewerFormat(3),
        SaveError::UnknownFormat(9),
        SaveError::NewerRules(3),
        SaveError::OtherGame("chess".into()),
        SaveError::OtherCardNumbers {
            saved: 2,
            current: 1,
        },
        SaveError::BadSetup,
        SaveError::BadAction(4),
        SaveError::IllegalAction { index: 4 },
        SaveError::TrailingData,
        SaveError::TooLarge,
    ];
    for error in errors {
        let english = english().save_error(&error);
        for locale in TRANSLATED {
            assert_ne!(
                locale.catalogue().save_error(&error),
                english,
                "{locale:?} {error:?}"
            );
        }
    }
}

#[test]
fn every_refusal_is_translated() {
    use Illegal::*;
    let reasons = [
        GameOver,
        NotNow(Expected::Placement),
        NotNow(Expected::Resolution),
        NotNow(Expected::ActionStep),
        NotNow(Expected::Bonus),
        NotNow(Expected::FinalExchange),
        AreaFull,
        AlreadyOnArea,
        NoTokenOnArea,
        NothingToDo,
        WrongArea,
        BonusOnly,
        NotAsBonus,
        CogOrExchanges,
        StepLimit(3),
        SquareLimit,
        NoStepTaken,
        NoBonusToken,
        BonusTokenTooNew,
        FactoryNotOffered,
        FactoriesPerRound(3),
        NotYourFactory,
        UnknownLoad,
        LoadEmpty,
        NotEnoughGold,
        NotEnoughCogs,
        NotEnoughCubes,
        CardNotOffered,
        FakePaymentMismatch,
        FakeOfOwnInvention,
        NoSuchExchange,
        NoBonusTokenAtGameEnd,
        SpaceTaken,
        GoldSpaceFirst,
        CogLimit,
        NoMarkerLeft,
        DevelopOrPatent,
        PatentTrackFull,
        NotYourSpace,
        AlreadyPatented,
        MustAttachPatent,
    ];
    for reason in reasons {
        translated(reason, |l, r| words(l).illegal(r).to_string());
    }
    translated(0usize, |l, seat| {
        words(l).setup_error(&eoi::rules::SetupError::EmptyName(seat as u8))
    });
}

/// Every event and every choice of whole random games of 3, 4 and 5 players.
#[test]
fn every_event_and_choice_of_random_games_is_translated() {
    let names: Vec<String> = ["Ada", "Ben", "Cleo", "Dora", "Emil"]
        .map(String::from)
        .to_vec();
    for players in 3..=5 {
        let setup = Setup::new(names[..players].to_vec(), 11 + players as u64);
        let mut state = GameState::new(&setup).expect("a valid setup");
        let mut chooser = Rng::new(players as u64);
        let mut legal = Vec::new();
        let mut decisions = 0;
        while !state.is_over() {
            decisions += 1;
            state.legal_actions_into(&mut legal);
            for action in &legal {
                translated(*action, |l, a| words(l).action(a));
                if let eoi::rules::Action::Step(step) | eoi::rules::Action::Bonus(step) = action {
                    let snapshot = &state;
                    translated(*step, |l, s| l.catalogue().step_label(snapshot, s));
                }
            }
            let action = legal[chooser.below(legal.len() as u32) as usize];
            let events = state.play(action).expect("a legal action");
            for event in &events {
                translated(event, |l, e| words(l).event(e, &names));
            }
        }
        assert!(decisions > 200, "{players} players: {decisions} decisions");
    }
}

/// Age of Inventors' messages that read the same in English and in the language: a track and
/// its steps and a tile on a cell in symbols, a search filter's name alone, and French
/// "Inventions".
fn aoi_same_as_english(locale: Locale, msg: AoiMsg) -> bool {
    matches!(
        msg,
        AoiMsg::TrackSteps | AoiMsg::SearchLabel | AoiMsg::InventionCell
    ) || (locale == Locale::Fr && msg == AoiMsg::InventionOffer)
}

fn aoi_english() -> &'static dyn AoiCatalogue {
    Locale::En.aoi()
}

#[test]
fn every_aoi_message_is_written_in_every_language() {
    for locale in Locale::ALL {
        for &msg in AoiMsg::ALL {
            let text = locale.aoi().text(msg);
            assert!(!text.trim().is_empty(), "{locale:?} {msg:?} is empty");
            assert_eq!(
                arguments(text),
                arguments(aoi_english().text(msg)),
                "{locale:?} {msg:?} has other arguments than English: {text}"
            );
        }
        let directions = locale.aoi().directions();
        assert!(directions.iter().all(|d| !d.is_empty()), "{locale:?}");
    }
}

#[test]
fn no_aoi_message_is_left_in_english() {
    for locale in TRANSLATED {
        for &msg in AoiMsg::ALL {
            if !aoi_same_as_english(locale, msg) {
                assert_ne!(
                    locale.aoi().text(msg),
                    aoi_english().text(msg),
                    "{locale:?} {msg:?} is still English"
                );
            }
        }
        assert_ne!(locale.aoi().directions(), aoi_english().directions());
    }
}

#[test]
fn the_aoi_rules_summary_is_written_in_every_language() {
    for locale in TRANSLATED {
        rules_translated(locale, locale.aoi().rules(), aoi_english().rules());
    }
}
