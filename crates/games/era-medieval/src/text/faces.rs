//! What a die face shows, said once for every language: each language gives its words for it
//! ([`Grammar::faces`], in the order of the constants below).

use super::Grammar;
use crate::rules::Face;

/// "{0} or {1}": a face's two choices.
pub(super) const OR: usize = 0;
pub(super) const HAMMER: usize = 1;
pub(super) const HAMMERS: usize = 2;
pub(super) const SWORD: usize = 3;
pub(super) const SWORDS: usize = 4;
pub(super) const SHIELD: usize = 5;
pub(super) const SHIELDS: usize = 6;
pub(super) const FEATHER: usize = 7;
pub(super) const SKULL: usize = 8;
/// A feather after the face's other symbols ("a feather").
pub(super) const A_FEATHER: usize = 9;
/// A skull after the face's other symbols ("a skull").
pub(super) const A_SKULL: usize = 10;
pub(super) const NOTHING: usize = 11;
/// How many words [`Grammar::faces`] holds.
pub(super) const FACES: usize = 12;

/// What a die face shows ("3 food", "1 stone or 2 wood", "feather", "2 hammers"), in `words`'
/// language.
#[inline(never)]
pub(super) fn face_text(words: &dyn Grammar, face: &Face) -> String {
    let said = words.faces();
    let mut parts = Vec::new();
    match face.alternative {
        Some(alternative) => {
            parts.push(said[OR].fill(&[&words.resources(face.gain), &words.resources(alternative)]))
        }
        None => parts.extend(words.resource_items(face.gain)),
    }
    if face.culture > 0 {
        parts.push(words.culture(u32::from(face.culture)));
    }
    for (count, one, many) in [
        (face.hammers, HAMMER, HAMMERS),
        (face.swords, SWORD, SWORDS),
        (face.shields, SHIELD, SHIELDS),
    ] {
        if count > 0 {
            let noun = said[if count == 1 { one } else { many }].text();
            parts.push(format!("{count} {noun}"));
        }
    }
    let marks = [
        (face.feather, FEATHER, A_FEATHER),
        (face.skull, SKULL, A_SKULL),
    ];
    if parts.is_empty() {
        let shown: Vec<String> = marks
            .iter()
            .filter(|(shown, ..)| *shown)
            .map(|(_, name, _)| said[*name].text().to_string())
            .collect();
        return match shown.len() {
            0 => said[NOTHING].text().to_string(),
            1 => shown.concat(),
            _ => words.listed(&shown),
        };
    }
    for (shown, _, with_article) in marks {
        if shown {
            parts.push(said[with_article].text().to_string());
        }
    }
    words.listed(&parts)
}
