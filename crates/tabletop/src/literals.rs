//! The reader of the text modules' `say!` and `word!` literals, shared by the library
//! ([`crate::words::literals`]) and the build script, which lists every word of the games and
//! the shell so that a word is its number in that list (`words`).

/// Every literal of `say!(...)` and `word!(...)` in a text module's `source`, as its text: the
/// words a web bundle is given. `None` if one of them is not followed by a string literal this
/// reader knows (plain or raw).
pub fn literals(source: &str) -> Option<Vec<String>> {
    let mut found = Vec::new();
    let mut rest = source;
    while let Some(at) = ["say!(", "word!("]
        .iter()
        .filter_map(|macro_call| rest.find(macro_call).map(|at| at + macro_call.len()))
        .min()
    {
        let (text, after) = literal(rest[at..].trim_start())?;
        found.push(text);
        rest = after;
    }
    Some(found)
}

/// The string literal at the start of `code` (its text and the code after it).
fn literal(code: &str) -> Option<(String, &str)> {
    if let Some(raw) = code.strip_prefix('r') {
        let hashes = raw.len() - raw.trim_start_matches('#').len();
        let body = raw[hashes..].strip_prefix('"')?;
        let end = format!("\"{}", "#".repeat(hashes));
        let at = body.find(&end)?;
        return Some((body[..at].to_string(), &body[at + end.len()..]));
    }
    let body = code.strip_prefix('"')?;
    let mut text = String::new();
    let mut chars = body.char_indices();
    while let Some((at, c)) = chars.next() {
        match c {
            '"' => return Some((text, &body[at + 1..])),
            '\\' => match chars.next()?.1 {
                'n' => text.push('\n'),
                't' => text.push('\t'),
                'r' => text.push('\r'),
                '0' => text.push('\0'),
                '\\' => text.push('\\'),
                '"' => text.push('"'),
                '\'' => text.push('\''),
                'x' => {
                    let high = chars.next()?.1.to_digit(16)?;
                    let low = chars.next()?.1.to_digit(16)?;
                    text.push(char::from_u32(high * 16 + low)?);
                }
                'u' => {
                    if chars.next()?.1 != '{' {
                        return None;
                    }
                    let mut value = 0;
                    loop {
                        match chars.next()?.1 {
                            '}' => break,
                            '_' => {}
                            digit => value = value * 16 + digit.to_digit(16)?,
                        }
                    }
                    text.push(char::from_u32(value)?);
                }
                '\n' => {
                    // A line continuation: the next line's leading whitespace is skipped.
                    let skipped = body[at + 2..].len() - body[at + 2..].trim_start().len();
                    for _ in 0..skipped {
                        chars.next();
                    }
                }
                _ => return None,
            },
            c => text.push(c),
        }
    }
    None
}
