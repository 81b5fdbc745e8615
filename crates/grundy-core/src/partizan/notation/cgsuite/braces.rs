//! Braces in CGSuite's notation: items between commas and slash runs,
//! split at the longest run (`{0||0|-1}` is `{0|{0|-1}}`).

use super::parse::{Braces, Item, Parser, Separator, Value};
use crate::partizan::arena::{Arena, GameId};
use crate::partizan::notation::ParseError;

impl Parser<'_> {
    /// The inside of braces, after `{`, up to and past `}`.
    pub(super) fn braces(
        &mut self,
        arena: &mut Arena,
        depth: usize,
        list_allowed: bool,
        open: usize,
    ) -> Result<Braces, ParseError> {
        let mut items: Vec<Item> = Vec::new();
        let mut seps: Vec<(Separator, usize)> = Vec::new();
        loop {
            let c = self.next_char()?;
            if matches!(c, b'|' | b'}' | b',') {
                items.push(None);
            } else {
                items.push(Some(self.sum(arena, depth)?));
            }
            let c = self.next_char()?;
            let at = self.i;
            match c {
                b'}' => {
                    self.i += 1;
                    break;
                }
                b',' => {
                    self.i += 1;
                    seps.push((0, at));
                }
                b'|' => {
                    let mut k = 0;
                    while self.peek() == Some(b'|') {
                        k += 1;
                        self.i += 1;
                    }
                    if k > self.limits.max_depth {
                        return Err(ParseError::TooDeep(at));
                    }
                    seps.push((k, at));
                }
                _ => return Err(ParseError::Unexpected(at)),
            }
        }
        if seps.iter().all(|&(k, _)| k == 0) {
            if !list_allowed {
                return Err(ParseError::Unexpected(open));
            }
            let options = self.list(&items, &seps, open)?;
            return Ok(Braces::List(options));
        }
        Ok(Braces::Game(self.fold(arena, &items, &seps, open)?))
    }

    /// Items between separators, all present, as a list (one absent item
    /// alone is the empty list).
    fn list(
        &self,
        items: &[Item],
        seps: &[(Separator, usize)],
        at: usize,
    ) -> Result<Vec<Value>, ParseError> {
        if items.len() == 1 && items[0].is_none() {
            return Ok(Vec::new());
        }
        items
            .iter()
            .enumerate()
            .map(|(j, v)| v.ok_or_else(|| ParseError::Unexpected(seps.get(j).map_or(at, |s| s.1))))
            .collect()
    }

    /// The game of items separated by slash runs: split at the longest.
    fn fold(
        &mut self,
        arena: &mut Arena,
        items: &[Item],
        seps: &[(Separator, usize)],
        open: usize,
    ) -> Result<Value, ParseError> {
        let k = seps.iter().map(|s| s.0).max().unwrap_or(0);
        let splits: Vec<usize> = (0..seps.len()).filter(|&j| seps[j].0 == k).collect();
        if splits.len() != 1 {
            return Err(ParseError::Unexpected(seps[splits[1]].1));
        }
        let j = splits[0];
        let mut sides = Vec::new();
        for (its, sps) in [
            (&items[..=j], &seps[..j]),
            (&items[j + 1..], &seps[j + 1..]),
        ] {
            if sps.iter().any(|s| s.0 > 0) {
                sides.push(vec![self.fold(arena, its, sps, open)?]);
            } else {
                sides.push(self.list(its, sps, seps[j].1)?);
            }
        }
        let all = sides.iter().flatten();
        let v = self.checked(
            Value {
                id: arena.zero(),
                height: 1 + all.clone().map(|o| o.height).max().unwrap_or(0),
                size: 1 + all.map(|o| o.size).max().unwrap_or(0),
            },
            open,
        )?;
        let left: Vec<GameId> = sides[0].iter().map(|o| o.id).collect();
        let right: Vec<GameId> = sides[1].iter().map(|o| o.id).collect();
        Ok(Value {
            id: arena.canonical(&left, &right),
            ..v
        })
    }
}
