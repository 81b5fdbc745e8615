//! The TOML the manifests use, read into one flat table of dotted keys:
//! tables, dotted keys, strings (basic, literal, multi-line), booleans,
//! integers, arrays and inline tables. The bundler needs a dozen keys; the
//! `toml` crate would bring serde and a parser framework for them.

use std::collections::BTreeMap;
use std::fmt;

/// Every value of a document under its full dotted key: `[a]` then
/// `b.c = { d = 1 }` gives `a.b.c.d`; tables of `[[x]]` are `x.0`,
/// `x.1`, ….
pub type Table = BTreeMap<String, Value>;

/// A value that is not a table.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// A string.
    Str(String),
    /// A boolean.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// An array (of values; its tables are not kept).
    Array(Vec<Value>),
    /// A float or a date: read, not kept.
    Other,
}

impl Value {
    /// The string, if it is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }
}

/// Why a document could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    line: usize,
    what: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.what)
    }
}

impl std::error::Error for ParseError {}

/// Reads a TOML document.
pub fn parse(text: &str) -> Result<Table, ParseError> {
    let mut p = Parser {
        s: text.as_bytes(),
        i: 0,
        text,
    };
    let mut table = Table::new();
    let mut prefix: Vec<String> = Vec::new();
    let mut arrays: BTreeMap<String, usize> = BTreeMap::new();
    loop {
        p.skip_blank_lines();
        match p.peek() {
            None => return Ok(table),
            Some(b'[') => {
                p.i += 1;
                let array = p.eat(b'[');
                p.skip_space();
                let key = p.key()?;
                p.skip_space();
                p.expect(b']')?;
                if array {
                    p.expect(b']')?;
                    let joined = key.join(".");
                    let n = arrays.entry(joined).or_insert(0);
                    prefix = key;
                    prefix.push(n.to_string());
                    *n += 1;
                } else {
                    prefix = key;
                }
            }
            Some(_) => {
                let mut key = prefix.clone();
                key.extend(p.key()?);
                p.skip_space();
                p.expect(b'=')?;
                p.skip_space();
                p.value(&key.join("."), &mut table)?;
            }
        }
        p.end_of_line()?;
    }
}

struct Parser<'a> {
    s: &'a [u8],
    i: usize,
    text: &'a str,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        let found = self.peek() == Some(c);
        if found {
            self.i += 1;
        }
        found
    }

    fn error<T>(&self, what: &str) -> Result<T, ParseError> {
        let line = self.text[..self.i.min(self.text.len())]
            .matches('\n')
            .count()
            + 1;
        Err(ParseError {
            line,
            what: what.to_string(),
        })
    }

    fn expect(&mut self, c: u8) -> Result<(), ParseError> {
        if self.eat(c) {
            Ok(())
        } else {
            self.error(&format!("expected `{}`", c as char))
        }
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.i += 1;
        }
    }

    fn skip_comment(&mut self) {
        if self.peek() == Some(b'#') {
            while !matches!(self.peek(), None | Some(b'\n')) {
                self.i += 1;
            }
        }
    }

    /// Blank lines, comments and newlines (inside arrays too).
    fn skip_blank_lines(&mut self) {
        loop {
            self.skip_space();
            self.skip_comment();
            if !(self.eat(b'\n') || self.eat(b'\r')) {
                return;
            }
        }
    }

    fn end_of_line(&mut self) -> Result<(), ParseError> {
        self.skip_space();
        self.skip_comment();
        self.eat(b'\r');
        if self.peek().is_none() || self.eat(b'\n') {
            Ok(())
        } else {
            self.error("expected the end of the line")
        }
    }

    /// A dotted key: `a.b."c d"`.
    fn key(&mut self) -> Result<Vec<String>, ParseError> {
        let mut parts = Vec::new();
        loop {
            self.skip_space();
            let part = match self.peek() {
                Some(b'"') => self.basic_string()?,
                Some(b'\'') => self.literal_string()?,
                _ => {
                    let start = self.i;
                    while matches!(self.peek(), Some(c) if c.is_ascii_alphanumeric() || c == b'_' || c == b'-')
                    {
                        self.i += 1;
                    }
                    if start == self.i {
                        return self.error("expected a key");
                    }
                    self.text[start..self.i].to_string()
                }
            };
            parts.push(part);
            self.skip_space();
            if !self.eat(b'.') {
                return Ok(parts);
            }
        }
    }

    /// Reads the value at `key` into `table` (an inline table as its keys).
    fn value(&mut self, key: &str, table: &mut Table) -> Result<(), ParseError> {
        if self.eat(b'{') {
            loop {
                self.skip_space();
                if self.eat(b'}') {
                    return Ok(());
                }
                let inner = self.key()?.join(".");
                self.skip_space();
                self.expect(b'=')?;
                self.skip_space();
                self.value(&format!("{}.{}", key, inner), table)?;
                self.skip_space();
                if !self.eat(b',') {
                    self.skip_space();
                    return self.expect(b'}');
                }
            }
        }
        let v = self.plain_value()?;
        table.insert(key.to_string(), v);
        Ok(())
    }

    fn plain_value(&mut self) -> Result<Value, ParseError> {
        match self.peek() {
            Some(b'"') => Ok(Value::Str(self.basic_string()?)),
            Some(b'\'') => Ok(Value::Str(self.literal_string()?)),
            Some(b'[') => {
                self.i += 1;
                let mut items = Vec::new();
                loop {
                    self.skip_blank_lines();
                    if self.eat(b']') {
                        return Ok(Value::Array(items));
                    }
                    if self.peek() == Some(b'{') {
                        self.value("", &mut Table::new())?;
                        items.push(Value::Other);
                    } else {
                        items.push(self.plain_value()?);
                    }
                    self.skip_blank_lines();
                    if !self.eat(b',') {
                        self.skip_blank_lines();
                        self.expect(b']')?;
                        return Ok(Value::Array(items));
                    }
                }
            }
            _ => {
                let start = self.i;
                while matches!(self.peek(), Some(c) if !matches!(c, b',' | b']' | b'}' | b'\n' | b'\r' | b'#' | b' ' | b'\t'))
                {
                    self.i += 1;
                }
                let word = &self.text[start..self.i];
                match word {
                    "true" => Ok(Value::Bool(true)),
                    "false" => Ok(Value::Bool(false)),
                    "" => self.error("expected a value"),
                    _ => Ok(word
                        .replace('_', "")
                        .parse()
                        .map_or(Value::Other, Value::Int)),
                }
            }
        }
    }

    fn basic_string(&mut self) -> Result<String, ParseError> {
        let multi = self.s[self.i..].starts_with(b"\"\"\"");
        self.i += if multi { 3 } else { 1 };
        if multi {
            self.eat(b'\r');
            self.eat(b'\n');
        }
        let mut out = String::new();
        loop {
            let rest = &self.text[self.i..];
            let c = match rest.chars().next() {
                Some(c) => c,
                None => return self.error("unterminated string"),
            };
            if multi && rest.starts_with("\"\"\"") {
                self.i += 3;
                return Ok(out);
            }
            if !multi && c == '"' {
                self.i += 1;
                return Ok(out);
            }
            if !multi && c == '\n' {
                return self.error("unterminated string");
            }
            self.i += c.len_utf8();
            if c != '\\' {
                out.push(c);
                continue;
            }
            let e = self.peek().map(char::from);
            self.i += 1;
            match e {
                Some('n') => out.push('\n'),
                Some('t') => out.push('\t'),
                Some('r') => out.push('\r'),
                Some('"') => out.push('"'),
                Some('\\') => out.push('\\'),
                Some(u @ ('u' | 'U')) => {
                    let n = if u == 'u' { 4 } else { 8 };
                    let hex = self.text.get(self.i..self.i + n).unwrap_or("");
                    match u32::from_str_radix(hex, 16).ok().and_then(char::from_u32) {
                        Some(ch) => out.push(ch),
                        None => return self.error("bad unicode escape"),
                    }
                    self.i += n;
                }
                Some('\n' | '\r' | ' ' | '\t') if multi => {
                    while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
                        self.i += 1;
                    }
                }
                _ => return self.error("bad escape"),
            }
        }
    }

    fn literal_string(&mut self) -> Result<String, ParseError> {
        let multi = self.s[self.i..].starts_with(b"'''");
        let quote = if multi { "'''" } else { "'" };
        self.i += quote.len();
        let rest = &self.text[self.i..];
        match rest.find(quote) {
            Some(end) if multi || !rest[..end].contains('\n') => {
                self.i += end + quote.len();
                Ok(rest[..end].trim_start_matches('\n').to_string())
            }
            _ => self.error("unterminated string"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_the_manifests_use() {
        let t = parse(
            "# a comment\n[package]\nname = \"t04-dag\" # trailing\nversion.workspace = true\n\
             description = 'lit \\ eral'\n\n[[bin]]\nname = \"a\"\n[[bin]]\nname = \"b\"\n\
             [dependencies]\ngrundy-core = { path = \"../x\", features = [\"a\", \"b\"] }\n\
             [dependencies.itertools]\nversion = \"0.14\"\n[x]\nlist = [\n  1,\n  2, # two\n]\n\
             s = \"\"\"\nmulti \\\n   line\"\"\"\nn = 1_000\n\"quoted.key\" = \"\\u00e9\\n\"\n",
        )
        .unwrap();
        let s = |k: &str| t.get(k).and_then(Value::as_str).map(str::to_string);
        assert_eq!(s("package.name").as_deref(), Some("t04-dag"));
        assert_eq!(t.get("package.version.workspace"), Some(&Value::Bool(true)));
        assert_eq!(s("package.description").as_deref(), Some("lit \\ eral"));
        assert_eq!(s("bin.0.name").as_deref(), Some("a"));
        assert_eq!(s("bin.1.name").as_deref(), Some("b"));
        assert_eq!(s("dependencies.grundy-core.path").as_deref(), Some("../x"));
        assert_eq!(s("dependencies.itertools.version").as_deref(), Some("0.14"));
        assert_eq!(
            t.get("x.list"),
            Some(&Value::Array(vec![Value::Int(1), Value::Int(2)]))
        );
        assert_eq!(s("x.s").as_deref(), Some("multi line"));
        assert_eq!(t.get("x.n"), Some(&Value::Int(1000)));
        assert_eq!(s("x.quoted.key").as_deref(), Some("é\n"));
    }

    #[test]
    fn refuses_what_it_cannot_read() {
        for bad in [
            "a = \"open\n",
            "[a\n",
            "a = 1 b\n",
            "= 1\n",
            "a = \"\\q\"\n",
        ] {
            assert!(parse(bad).is_err(), "{:?}", bad);
        }
        assert_eq!(
            parse("x = 1\ny = \n").unwrap_err().to_string(),
            "line 2: expected a value"
        );
    }
}
