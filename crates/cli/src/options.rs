//! Command-line options: `--name value` pairs, bare `--flags`, and positional words.

pub struct Options {
    pub values: Vec<(String, String)>,
    pub flags: Vec<String>,
    pub positional: Vec<String>,
}

impl Options {
    pub fn parse(
        args: &[String],
        value_names: &[&str],
        flag_names: &[&str],
    ) -> Result<Options, String> {
        let mut options = Options {
            values: Vec::new(),
            flags: Vec::new(),
            positional: Vec::new(),
        };
        let mut words = args.iter();
        while let Some(word) = words.next() {
            if let Some(name) = word.strip_prefix("--") {
                if value_names.contains(&name) {
                    let value = words
                        .next()
                        .ok_or_else(|| format!("--{name} needs a value"))?;
                    options.values.push((name.to_string(), value.clone()));
                } else if flag_names.contains(&name) {
                    options.flags.push(name.to_string());
                } else {
                    return Err(format!("unknown option --{name}"));
                }
            } else {
                options.positional.push(word.clone());
            }
        }
        Ok(options)
    }

    pub fn number<T: std::str::FromStr>(&self, name: &str) -> Result<T, String> {
        let value = self
            .values
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value)
            .ok_or_else(|| format!("--{name} is required"))?;
        value
            .parse()
            .map_err(|_| format!("--{name} must be a whole number, not '{value}'"))
    }

    /// An optional number: `default` when the option is absent, an error when it is malformed.
    pub fn number_or<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, String> {
        if self.values.iter().any(|(key, _)| key == name) {
            self.number(name)
        } else {
            Ok(default)
        }
    }

    pub fn flag(&self, name: &str) -> bool {
        self.flags.iter().any(|flag| flag == name)
    }
}
