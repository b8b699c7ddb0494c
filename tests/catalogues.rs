//! Every language says everything: each catalogue (the shell's, ERA: Medieval Age's and Age of
//! Inventors') has every
//! message (the compiler sees to the keys; these tests see to the words), with the same named
//! arguments as English, and nothing a French or German player sees is left in English. The
//! game's words are checked over every name, every refusal, and every event and choice of a few
//! whole random games.
// The catalogues' sources are not compiled into the browser bundles' wasm (the app's i18n::texts).
#![cfg(not(all(feature = "external-texts", target_arch = "wasm32")))]
// A native test: full case mapping (clippy.toml keeps it out of the app) costs nothing here.
#![allow(clippy::disallowed_methods)]

use app::i18n::aoi::{AoiCatalogue, AoiMsg};
use app::i18n::eoi::EoiMsg;
use app::i18n::medieval::{MedMsg, MedievalCatalogue};
use app::i18n::{Catalogue, Locale, Msg};
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

/// The games' rules pages (`assets/rules/<game>.<language>.html`, shown by the app's Rules
/// dialog), by game id.
const RULES_PAGES: [&str; 3] = [
    era_medieval::game::GAME_ID,
    eoi::GAME_ID,
    age_of_inventors::GAME_ID,
];

/// A game's rules page in one language.
fn rules_page(game: &str, locale: Locale) -> String {
    let path = format!(
        "{}/assets/rules/{game}.{}.html",
        env!("CARGO_MANIFEST_DIR"),
        locale.code()
    );
    std::fs::read_to_string(&path).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// ERA: Medieval Age's rules page in one language.
fn medieval_rules_page(locale: Locale) -> String {
    rules_page(era_medieval::game::GAME_ID, locale)
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
fn every_rules_page_is_written_in_every_language() {
    for game in RULES_PAGES {
        let english = rules_page(game, Locale::En);
        for locale in Locale::ALL {
            let page = rules_page(game, locale);
            assert!(
                page.contains(&format!("<html lang=\"{}\">", locale.code())),
                "{game} {locale:?}"
            );
            // The page has a strict content security policy: no script, no inline style.
            for banned in ["<script", "<style", " style="] {
                assert!(!page.contains(banned), "{game} {locale:?}: {banned}");
            }
            for tag in page.split('<').skip(1) {
                let tag = tag.split('>').next().unwrap_or_default();
                assert!(
                    !tag.split_whitespace()
                        .any(|a| a.starts_with("on") && a.contains('=')),
                    "{game} {locale:?}: <{tag}>"
                );
            }
            // Headings in order: one h1, then h2s, each h3 under an h2.
            assert_eq!(elements(&page, "h1").len(), 1, "{game} {locale:?}");
            let first_h2 = page.find("<h2").expect("h2");
            assert!(page.find("<h3").is_none_or(|h3| h3 > first_h2), "{game}");
            // It links to the other languages.
            for other in Locale::ALL.into_iter().filter(|other| *other != locale) {
                assert!(
                    page.contains(&format!("href=\"{game}.{}.html\"", other.code())),
                    "{game} {locale:?} links to {other:?}"
                );
            }
        }
        for locale in TRANSLATED {
            let page = rules_page(game, locale);
            for tag in ["h2", "h3", "table", "tr", "li", "th", "td", "p"] {
                assert_eq!(
                    elements(&page, tag).len(),
                    elements(&english, tag).len(),
                    "{game} {locale:?} <{tag}>"
                );
            }
            // Nothing left in English: every sentence, list item, heading and caption differs.
            for tag in ["p", "li", "h1", "h2", "caption"] {
                for text in elements(&page, tag) {
                    assert!(
                        !elements(&english, tag).contains(&text),
                        "{game} {locale:?}: {text}"
                    );
                }
            }
            // The same numbers, in the same order, as the English page (checked against the data).
            assert_eq!(numbers(&page), numbers(&english), "{game} {locale:?}");
        }
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

/// The row of a page's table whose header cell (`<th scope="row">`) is `name`, soft hyphens left
/// out.
fn row<'a>(table: &'a str, name: &str) -> &'a str {
    elements(table, "tr")
        .into_iter()
        .find(|row| row.replace("&shy;", "").contains(&format!(">{name}</th>")))
        .unwrap_or_else(|| panic!("no row for {name}"))
}

/// The table of a page whose caption is `caption`.
fn table<'a>(page: &'a str, caption: &str) -> &'a str {
    elements(page, "table")
        .into_iter()
        .find(|table| table.contains(&format!("<caption>{caption}</caption>")))
        .unwrap_or_else(|| panic!("no table {caption}"))
}

/// The texts of the data cells of a row, markup left out.
fn cells(row: &str) -> Vec<String> {
    elements(row, "td")
        .into_iter()
        .map(|cell| cell.trim_start_matches("<td>").replace("&shy;", ""))
        .collect()
}

/// Era of Inventions' cubes as its English page writes them: "1 coal, 2 metal".
fn eoi_cubes(cubes: &eoi::rules::CubeCounts) -> Vec<String> {
    use eoi::text::ENGLISH;
    Resource::ALL
        .into_iter()
        .filter(|resource| cubes[resource.index()] > 0)
        .map(|resource| format!("{} {}", cubes[resource.index()], ENGLISH.resource(resource)))
        .collect()
}

fn eoi_profit(profit: eoi::rules::Profit) -> String {
    let mut parts = Vec::new();
    if profit.influence > 0 {
        parts.push(format!("{} influence", profit.influence));
    }
    if profit.gold > 0 {
        parts.push(format!("{} gold", profit.gold));
    }
    if profit.cogs > 0 {
        parts.push(format!(
            "{} cog{}",
            profit.cogs,
            if profit.cogs == 1 { "" } else { "s" }
        ));
    }
    parts.join(", ")
}

#[test]
fn the_eoi_rules_page_has_the_numbers_of_the_data() {
    use eoi::rules::{data, CardKind, Product, Royalty};
    use eoi::text::ENGLISH;
    let page = rules_page(eoi::GAME_ID, Locale::En).replace("&shy;", "");
    // Setup by number of players.
    let setup = table(&page, "Setup by number of players");
    for players in data::MIN_PLAYERS..=data::MAX_PLAYERS {
        assert_eq!(
            cells(row(setup, &players.to_string())),
            [
                data::rounds(players).to_string(),
                data::action_tokens(players).to_string(),
                data::starting_bonus_tokens(players).to_string()
            ],
            "{players} players"
        );
    }
    let [wood, coal, metal, tech, tool] = data::STARTING_CUBES;
    assert!(page.contains(&format!(
        "receives {} gold, {wood} wood, {coal} coal, {metal} metal, {tech} tech, {tool} tool and {} cog, {} invention markers",
        data::STARTING_GOLD,
        data::STARTING_COGS,
        data::MARKERS_PER_PLAYER
    )));
    // The limits of the actions.
    for sentence in [
        format!("An area holds at most {} tokens", data::TOKENS_PER_AREA),
        format!("Build up to {} of the face-up factories", data::MAX_BUILDS),
        format!(
            "Each factory built gives {} influence",
            data::BUILD_INFLUENCE
        ),
        format!(
            "at most {} factories in one round",
            data::MAX_BUILDS_PER_ROUND
        ),
        format!(
            "1 to {} ships or storage houses, paying {} gold",
            data::MAX_LOADS_BOUGHT,
            data::LOAD_PRICE
        ),
        format!(
            "Produce up to {} of the face-up invention cards",
            data::MAX_PRODUCED
        ),
        format!(
            "up to {} exchanges, at most {} in each square",
            data::MAX_EXCHANGES,
            data::MAX_EXCHANGES_PER_SQUARE
        ),
        format!(
            "{} gold for 1 cog, or 1 cog for {} gold",
            data::GOLD_PER_COG,
            data::GOLD_PER_COG
        ),
        format!("{} gold for 1 influence", data::GOLD_PER_INFLUENCE),
        format!("{} gold for 1 bonus token", data::GOLD_PER_BONUS_TOKEN),
        format!(
            "for at most {} cogs in all",
            data::MAX_COGS_PER_DEVELOP_ACTION
        ),
        format!(
            "1 or {} patents per action, {} in the whole game",
            data::MAX_PATENTS_PER_ACTION,
            data::PATENT_TRACK.len()
        ),
        format!("a path of {} places", data::CONVEYOR_PLACES),
        format!(
            "the last {} places of the invention path",
            data::CONVEYOR_DISCARDED
        ),
        format!("refilled to {}", data::CONVEYOR_PLACES),
        format!("{} factory cards face up", data::FACTORY_MARKET_PLACES),
        format!(
            "the {} right-hand places of the market",
            data::FACTORY_MARKET_DISCARDED
        ),
        format!("three bonuses of {} influence each", data::BONUS_INFLUENCE)
            .replace("three", "Three"),
        format!(
            "{} (2 tied), {} (3 tied) or {} (4 or 5 tied)",
            data::tied_bonus(2),
            data::tied_bonus(3),
            data::tied_bonus(4)
        ),
    ] {
        assert!(page.contains(&sentence), "{sentence}");
    }
    assert_eq!(data::tied_bonus(5), data::tied_bonus(4));
    // Ships and storage houses.
    let ships: Vec<_> = data::LOADS.iter().filter(|load| load.is_ship).collect();
    assert!(ships
        .iter()
        .all(|ship| ship.refill_when_empty == 2 && ship.refill_when_stocked == 1));
    assert!(page.contains(&format!(
        "{} ships (metal, tech, tool) with 2 cubes each",
        ships.len()
    )));
    assert!(data::LOADS.iter().all(|load| load.refill_when_stocked == 1));
    // The patent track.
    let patents = table(&page, "Patent track");
    for (square, (gold, influence)) in data::PATENT_TRACK.iter().enumerate() {
        assert_eq!(
            cells(row(patents, &(square + 1).to_string())),
            [gold.to_string(), influence.to_string()]
        );
    }
    // The influence track's symbols, and only those.
    let symbols = table(&page, "Symbols of the influence track");
    assert_eq!(
        elements(symbols, "tr").len(),
        1 + data::INFLUENCE_SYMBOLS.len()
    );
    for (square, good) in data::INFLUENCE_SYMBOLS {
        assert_eq!(
            cells(row(symbols, &square.to_string())),
            [format!("1 {}", ENGLISH.good(good))]
        );
    }
    // The invention board.
    let board = table(
        &page,
        "Invention board: cogs, influence and royalty of each space",
    );
    let space = |info: eoi::rules::components::SpaceInfo| {
        let royalty = match info.royalty {
            Royalty::Influence(n) => format!("{n} influence"),
            Royalty::Gold(n) => format!("{n} gold"),
        };
        let cogs = if info.cogs == 1 { "cog" } else { "cogs" };
        format!(
            "{} {cogs}, {} influence, royalty {royalty}",
            info.cogs, info.influence
        )
    };
    for (invention, [gold, silver]) in Invention::ALL.into_iter().zip(data::INVENTION_BOARD) {
        assert_eq!(
            cells(row(board, ENGLISH.invention(invention))),
            [space(gold), space(silver)],
            "{invention:?}"
        );
    }
    // Every invention card and start-invention card.
    let cards = table(&page, "Invention cards: cost and profit");
    let start_cards = table(&page, "Start-invention cards: cost and profit");
    for (index, card) in data::INVENTION_CARDS.iter().enumerate() {
        match card.kind {
            CardKind::Official(invention) | CardKind::Fake(invention) => {
                let mut cost = Vec::new();
                if card.unknown > 0 {
                    cost.push(format!("{} ?", card.unknown));
                }
                cost.extend(eoi_cubes(&card.cost));
                let column = match card.kind {
                    CardKind::Fake(_) => 2,
                    _ => index % 3,
                };
                assert_eq!(
                    cells(row(cards, ENGLISH.invention(invention)))[column],
                    format!("{}: {}", cost.join(", "), eoi_profit(card.profit)),
                    "card {index}"
                );
            }
            CardKind::Start(start) => {
                assert_eq!(
                    cells(row(start_cards, ENGLISH.start_invention(start))),
                    [eoi_cubes(&card.cost).join(", "), eoi_profit(card.profit)],
                    "card {index}"
                );
            }
        }
    }
    // Every market factory, in the data's order.
    let factories = table(&page, "Market factories: what they produce and their cost");
    let mut listed: Vec<(String, String)> = Vec::new();
    for info in data::FACTORY_CARDS.iter().filter(|info| !info.is_start) {
        let product = match info.product {
            Product::Cube(resource) => {
                let name = ENGLISH.resource(resource);
                name[..1].to_uppercase() + &name[1..]
            }
            Product::Gold => "Gold".to_string(),
            Product::Cogs => "Cogs".to_string(),
        };
        let entry = format!("{}: {}", info.amount, eoi_cubes(&info.cost).join(", "));
        match listed.last_mut() {
            Some((last, entries)) if *last == product => *entries += &format!(" · {entry}"),
            _ => listed.push((product, entry)),
        }
    }
    assert_eq!(elements(factories, "tr").len(), 1 + listed.len());
    for (product, entries) in listed {
        assert_eq!(cells(row(factories, &product)), [entries], "{product}");
    }
    assert_eq!(
        data::FACTORY_CARDS
            .iter()
            .filter(|info| !info.is_start)
            .count(),
        24
    );
    assert!(page.contains("the rest of the 24 market factories"));
}

/// Age of Inventors' resources as its English page writes them: "1 E, 1 C, 3 F", or "none".
fn aoi_bundle(bundle: age_of_inventors::rules::Bundle) -> String {
    let parts: Vec<String> = ["E", "C", "P", "I", "F"]
        .into_iter()
        .zip(bundle.0)
        .filter(|(_, count)| *count > 0)
        .map(|(mark, count)| format!("{count} {mark}"))
        .collect();
    if parts.is_empty() {
        "none".to_string()
    } else {
        parts.join(", ")
    }
}

/// Numbers as the English page lists them: "1, 2 and 3".
fn listed(numbers: impl IntoIterator<Item = impl ToString>) -> String {
    let numbers: Vec<String> = numbers.into_iter().map(|n| n.to_string()).collect();
    match numbers.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => numbers.join(""),
    }
}

#[test]
fn the_aoi_rules_page_has_the_numbers_of_the_data() {
    use age_of_inventors::rules::data::{self, SlotBonus};
    use age_of_inventors::rules::{Bundle, LabSide, Track};
    use age_of_inventors::text::{Words, ENGLISH};
    let page = rules_page(age_of_inventors::GAME_ID, Locale::En).replace("&shy;", "");
    // Lab sides: start position, extra resources.
    let sides = table(&page, "Lab sides");
    for side in LabSide::ALL {
        let info = data::LAB_SIDES[side.index()];
        let row = cells(row(sides, ENGLISH.lab_side(side)));
        assert_eq!(row[0], info.ingenuity_start.to_string(), "{side:?}");
        assert_eq!(row[1], aoi_bundle(info.extra), "{side:?}");
        assert!(
            row[2].starts_with(&format!("{}:", ENGLISH.lab_ability(side))),
            "{side:?}: {}",
            row[2]
        );
    }
    // The lab's equipment slots.
    let slots = table(&page, "Equipment slots of the lab");
    assert_eq!(elements(slots, "tr").len(), 1 + data::EQUIPMENT_SLOTS);
    for (index, bonus) in data::EQUIPMENT_SLOT_BONUS.into_iter().enumerate() {
        let expected = match bonus {
            SlotBonus::Gain(gain) => aoi_bundle(gain),
            SlotBonus::GainAny(1) => "1 scientific resource of your choice".to_string(),
            SlotBonus::DrawInvention(1) => "draw the top invention of the stack".to_string(),
            other => panic!("the page does not say {other:?}"),
        };
        assert_eq!(cells(row(slots, &(index + 1).to_string())), [expected]);
    }
    // Ingenuity income.
    let income = table(&page, "Ingenuity income (Funds) by position");
    assert_eq!(
        cells(row(income, "Income")),
        data::INGENUITY_INCOME.map(|funds| funds.to_string())
    );
    assert_eq!(
        usize::from(data::INGENUITY_POSITIONS),
        data::INGENUITY_INCOME.len()
    );
    // Milestones.
    let milestones = table(&page, "Milestones of the progress tracks");
    for space in data::MILESTONES {
        assert!(milestones.contains(&format!(">Space {space}</th>")));
    }
    for (track, name) in Track::ALL
        .into_iter()
        .zip(["Industrial", "Economic", "Academic"])
    {
        let row = cells(row(milestones, name));
        for (cell, bonus) in row.iter().zip(data::MILESTONE_BONUS[track.index()]) {
            assert_eq!(*cell, aoi_bundle(bonus), "{track:?}");
        }
        let mark = ["E", "C", "P"][data::MEDALLION_RESOURCE[track.index()].index()];
        assert!(row[3].starts_with(&format!("{mark} may pay")), "{track:?}");
    }
    // Locations by table size, and their costs.
    let locations = table(&page, "Locations by number of players");
    let ideas = listed(data::INGENUITY_LOCATION_IDEAS).replace(" and", ",");
    for (name, count, cost) in [
        (
            "Ingenuity",
            data::ingenuity_locations as fn(usize) -> u8,
            format!("{ideas} I, cheapest first"),
        ),
        (
            "Experiment",
            data::experiment_locations,
            aoi_bundle(data::EXPERIMENT_COST),
        ),
        (
            "Refresh",
            data::refresh_locations,
            aoi_bundle(Bundle::new(0, 0, 0, 0, data::REFRESH_FUNDS)),
        ),
    ] {
        assert_eq!(
            cells(row(locations, name)),
            [
                count(2).to_string(),
                count(3).to_string(),
                count(4).to_string(),
                cost
            ],
            "{name}"
        );
        assert_eq!(count(1), count(2));
    }
    // The numbers stated in the text.
    let start = aoi_bundle(data::START_STOCK);
    let (start_rest, start_funds) = start.rsplit_once(", ").unwrap_or_default();
    for sentence in [
        format!("Over {} rounds", data::ROUNDS),
        format!("from 0 to {}", data::FUNDS_MAX),
        format!(
            "{} switches, {} lab assistants, {} book bases, {} inventor card slots, {} equipment slots",
            data::SWITCHES, data::ASSISTANTS, data::BOOK_BASES, data::LAB_CARD_SLOTS, data::EQUIPMENT_SLOTS
        ),
        format!("(it gives {} E, C or P)", data::ANY_SCIENCE_GAIN),
        format!("{} cells in three rings", data::CELLS),
        format!("positions 1 (top) to {}", data::INGENUITY_POSITIONS),
        format!("spaces 1 to {}", data::TRACK_TOP),
        format!("inventions at {} Ideas", listed(data::INVENTION_OFFER_IDEAS)),
        format!("inventors at {} Funds", listed(data::INVENTOR_OFFER_FUNDS)),
        format!(
            "{} slots at {} Funds",
            data::EQUIPMENT_OFFER_SLOTS,
            listed(data::EQUIPMENT_OFFER_FUNDS)
        ),
        format!("and the solo game {}", data::SOLO_EQUIPMENT_SLOTS),
        format!("the pouch of {} breakthroughs", data::BREAKTHROUGHS),
        format!("takes {start_rest} and {start_funds}"),
        format!(
            "draws {} inventors and keeps {} (face up), then draws {} inventions and keeps {}",
            data::START_INVENTORS_DRAWN,
            data::START_INVENTORS_KEPT,
            data::START_INVENTIONS_DRAWN,
            data::START_INVENTIONS_KEPT
        ),
        format!("pay its slot’s Funds ({})", listed(data::INVENTOR_OFFER_FUNDS).replace(" and", " or")),
        format!("pay its slot’s Ideas ({})", listed(data::INVENTION_OFFER_IDEAS).replace(" and", " or")),
        format!(
            "convert {} matching scientific resources into 1 I, {} matching ones into 1 of another scientific resource, or 1 scientific resource into {} F",
            data::IDEA_CONVERSION_MATCHING,
            data::SCIENCE_CONVERSION_MATCHING,
            data::FUNDS_PER_SCIENCE
        ),
        format!(
            "1st {} points, 2nd {}, 3rd {}, 4th {}",
            data::TRACK_VP[0], data::TRACK_VP[1], data::TRACK_VP[2], data::TRACK_VP[3]
        ),
        format!(
            "1st {} points, 2nd {}, 3rd {}, 4th {}",
            data::INGENUITY_VP[0], data::INGENUITY_VP[1], data::INGENUITY_VP[2], data::INGENUITY_VP[3]
        ),
        format!(
            "The {} breakthroughs are worth {} points",
            data::BREAKTHROUGHS,
            listed(data::BREAKTHROUGH_VP)
        ),
        format!("holds Ingenuity position {}", data::DUMMY_INGENUITY),
        format!("space {} of every track", data::DUMMY_TRACK_SPACE),
        format!("(space {} or more)", data::DUMMY_TRACK_SPACE + 1),
        format!("1 point for every full {} Funds", data::SOLO_FUNDS_PER_VP),
        format!("as a {}-player game", data::SOLO_TABLE_SIZE),
        format!("for {} to {} players", data::MIN_PLAYERS, data::MAX_PLAYERS),
    ] {
        assert!(page.contains(&sentence), "{sentence}");
    }
    assert_eq!(
        data::EQUIPMENT_OFFER_FUNDS[data::EQUIPMENT_OFFER_SLOTS - data::SOLO_EQUIPMENT_SLOTS..],
        [2, 1, 0]
    );
    assert!(page.contains(&format!(
        "You play the {}",
        ENGLISH.lab_side(data::SOLO_LAB)
    )));
    assert_eq!(data::TRACK_VP[0], 8);
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
        // "{name}: {effect}": German writes a colon as English does.
        || (locale == Locale::De && msg == AoiMsg::EquipmentTip)
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
