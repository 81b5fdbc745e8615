//! Reading graphs: [`Vertices`], the vertex set of a graph being read (how
//! many, numbered from 0 or from 1, and what the judge calls one), whose
//! methods read one vertex, one edge, an edge list or adjacency lines, each
//! end checked as it is read and handed back 0-based.
//!
//! Nothing is allocated by a count the input has not paid for: an edge
//! list's count is checked against the rest of the input first
//! ([`Reader::count`]), and a list whose length the caller already knows
//! (the N − 1 edges of a tree) grows as its edges are read.
//!
//! The errors name the token, the edge (numbered from 1) and the rule, in
//! the input's own numbering: `token 6 (y): edge 3 names node 4, which does
//! not exist: nodes are 1 to 3`, `token 6 (y): edge 3 is a self-loop at
//! node 3`.

use super::bad_input::Result;
use super::reading::Reader;

/// The vertices of a graph being read: `count` of them, numbered in the
/// input from 0 or from 1, called `vertex` or what the judge calls them.
///
/// Self-loops are refused unless [`Vertices::allowing_self_loops`] says
/// otherwise; repeated edges are the caller's to judge (a tree refuses
/// them as a cycle, a matching does not mind).
///
/// # Example
/// ```
/// use judge_io::{Reader, Vertices};
/// let mut rd = Reader::new(b"3 2\n1 2\n2 3\n");
/// let n = rd.u64_at_most("N", 100).unwrap();
/// let graph = Vertices::from_one(n as usize).called("node", "nodes");
/// let edges = graph.edge_list(&mut rd, "M", ["u", "v"]).unwrap();
/// assert_eq!(edges, vec![(0, 1), (1, 2)]);
///
/// let mut rd = Reader::new(b"1 2 4");
/// let e = graph.edge_list(&mut rd, "M", ["u", "v"]).unwrap_err();
/// assert_eq!(
///     e.to_string(),
///     "token 3 (v): edge 1 names node 4, which does not exist: nodes are 1 to 3"
/// );
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Vertices<'a> {
    count: usize,
    first: u64,
    noun: &'a str,
    plural: &'a str,
    self_loops: SelfLoops<'a>,
}

/// What a self-loop in the input is.
#[derive(Clone, Copy, Debug)]
enum SelfLoops<'a> {
    /// Refused, with the rule it breaks if the task has one to say.
    Refused(Option<&'a str>),
    Allowed,
}

impl<'a> Vertices<'a> {
    /// `count` vertices numbered 0 to count − 1 in the input.
    pub fn from_zero(count: usize) -> Self {
        Vertices {
            count,
            first: 0,
            noun: "vertex",
            plural: "vertices",
            self_loops: SelfLoops::Refused(None),
        }
    }

    /// `count` vertices numbered 1 to count in the input.
    pub fn from_one(count: usize) -> Self {
        Vertices {
            first: 1,
            ..Vertices::from_zero(count)
        }
    }

    /// The same vertices under the judge's name for one and for several
    /// (`"node"`, `"nodes"`), for the messages.
    pub fn called(self, noun: &'a str, plural: &'a str) -> Self {
        Vertices {
            noun,
            plural,
            ..self
        }
    }

    /// The same vertices with self-loops refused and `rule` said after the
    /// message (`edge 2 is a self-loop at vertex 2: the graph must be
    /// acyclic`).
    pub fn self_loops_break(self, rule: &'a str) -> Self {
        Vertices {
            self_loops: SelfLoops::Refused(Some(rule)),
            ..self
        }
    }

    /// The same vertices with an edge from a vertex to itself accepted.
    pub fn allowing_self_loops(self) -> Self {
        Vertices {
            self_loops: SelfLoops::Allowed,
            ..self
        }
    }

    /// How many vertices there are.
    pub fn count(&self) -> usize {
        self.count
    }

    /// The input's numbering of the 0-based vertex `v`, for messages.
    pub fn label(&self, v: u32) -> u64 {
        u64::from(v) + self.first
    }

    /// What the input may name: `vertices are 1 to 3`, or that there are none.
    fn range(&self) -> String {
        if self.count == 0 {
            format!("the graph has no {}", self.plural)
        } else {
            format!(
                "{} are {} to {}",
                self.plural,
                self.first,
                self.count as u64 - 1 + self.first
            )
        }
    }

    /// The next token as a vertex, 0-based; `names` says where it was met
    /// (`edge 3 names`), for the message, or nothing for a vertex alone.
    fn read(
        &self,
        rd: &mut Reader,
        what: &str,
        names: impl FnOnce() -> Option<String>,
    ) -> Result<u32> {
        let x = rd.u64_at_most(what, u64::MAX)?;
        match x.checked_sub(self.first) {
            Some(v) if v < self.count as u64 && v <= u64::from(u32::MAX) => Ok(v as u32),
            _ => {
                let problem = match (names(), self.count) {
                    (Some(names), 0) => {
                        format!("{} {} {}, but {}", names, self.noun, x, self.range())
                    }
                    (Some(names), _) => format!(
                        "{} {} {}, which does not exist: {}",
                        names,
                        self.noun,
                        x,
                        self.range()
                    ),
                    (None, _) => {
                        format!("{} {} does not exist: {}", self.noun, x, self.range())
                    }
                };
                Err(rd.reject(what, problem))
            }
        }
    }

    /// One vertex (a start, a query), 0-based.
    ///
    /// # Errors
    /// Not a number, or not one of the vertices: `token 1 (s): vertex 4
    /// does not exist: vertices are 1 to 3`.
    ///
    /// # Example
    /// ```
    /// use judge_io::{Reader, Vertices};
    /// let mut rd = Reader::new(b"3 4");
    /// assert_eq!(Vertices::from_one(3).vertex(&mut rd, "s"), Ok(2));
    /// let e = Vertices::from_one(3).vertex(&mut rd, "s").unwrap_err();
    /// assert_eq!(
    ///     e.to_string(),
    ///     "token 2 (s): vertex 4 does not exist: vertices are 1 to 3"
    /// );
    /// ```
    pub fn vertex(&self, rd: &mut Reader, what: &str) -> Result<u32> {
        self.read(rd, what, || None)
    }

    /// Edge number `index` (from 1, for the messages): two vertices read as
    /// `ends[0]` and `ends[1]`, 0-based.
    ///
    /// # Errors
    /// An end that is not a number or not a vertex (`edge 3 names node 4,
    /// which does not exist: nodes are 1 to 3`), or a self-loop unless
    /// allowed (`edge 3 is a self-loop at node 3`, then the rule if one was
    /// given); the error is about the token that broke the rule.
    pub fn edge(&self, rd: &mut Reader, index: usize, ends: [&str; 2]) -> Result<(u32, u32)> {
        let names = || Some(format!("edge {} names", index));
        let u = self.read(rd, ends[0], names)?;
        let v = self.read(rd, ends[1], names)?;
        if let (true, SelfLoops::Refused(rule)) = (u == v, self.self_loops) {
            let mut problem = format!(
                "edge {} is a self-loop at {} {}",
                index,
                self.noun,
                self.label(u)
            );
            if let Some(rule) = rule {
                problem = format!("{}: {}", problem, rule);
            }
            return Err(rd.reject(ends[1], problem));
        }
        Ok((u, v))
    }

    /// `m` edges ([`Vertices::edge`]), numbered from 1. `m` need not be
    /// proven by the input (the N − 1 edges of a tree of N vertices): the
    /// list is sized by what the rest of the input can hold, and a short
    /// input is refused at the first missing token.
    ///
    /// # Example
    /// ```
    /// use judge_io::{Reader, Vertices};
    /// // A tree of 4 vertices: its 3 edges, 1-based.
    /// let mut rd = Reader::new(b"1 2 1 3 3 4");
    /// let edges = Vertices::from_one(4).edges(&mut rd, 3, ["a", "b"]).unwrap();
    /// assert_eq!(edges, vec![(0, 1), (0, 2), (2, 3)]);
    /// ```
    pub fn edges(&self, rd: &mut Reader, m: usize, ends: [&str; 2]) -> Result<Vec<(u32, u32)>> {
        let mut edges = Vec::with_capacity(m.min(rd.room() / 2));
        for index in 1..=m {
            edges.push(self.edge(rd, index, ends)?);
        }
        Ok(edges)
    }

    /// A count of edges (read as `count_what`, checked against the rest of
    /// the input before anything is allocated), then that many edges.
    ///
    /// # Example
    /// ```
    /// use judge_io::{Reader, Vertices};
    /// let mut rd = Reader::new(b"2\n0 1\n1 1\n");
    /// let e = Vertices::from_zero(2)
    ///     .self_loops_break("the graph must be acyclic")
    ///     .edge_list(&mut rd, "E", ["u", "v"])
    ///     .unwrap_err();
    /// assert_eq!(
    ///     e.to_string(),
    ///     "token 5 (v): edge 2 is a self-loop at vertex 1: the graph must be acyclic"
    /// );
    /// // 10^9 edges in a few bytes: refused before any allocation.
    /// let mut rd = Reader::new(b"1000000000 0 1");
    /// assert!(Vertices::from_zero(2).edge_list(&mut rd, "E", ["u", "v"]).is_err());
    /// ```
    pub fn edge_list(
        &self,
        rd: &mut Reader,
        count_what: &str,
        ends: [&str; 2],
    ) -> Result<Vec<(u32, u32)>> {
        let m = rd.count(count_what, 2)?;
        self.edges(rd, m, ends)
    }

    /// Adjacency lines: for each vertex in order, its degree (read as
    /// `degree_what`, a count checked against the input) and then its
    /// neighbours (read as `neighbour_what`). The lists are handed back
    /// 0-based, one per vertex, as the input gave them (an undirected
    /// graph lists each edge from both ends; that is the caller's to check
    /// if the judge promises it).
    ///
    /// # Errors
    /// A bad degree, a neighbour that is not a vertex (`the list of vertex
    /// 2 names vertex 5, which does not exist: …`), or the vertex itself
    /// unless self-loops are allowed (`the list of vertex 2 names vertex 2
    /// itself`).
    ///
    /// # Example
    /// ```
    /// use judge_io::{Reader, Vertices};
    /// let mut rd = Reader::new(b"1 2\n2 1 3\n1 2\n");
    /// let lists = Vertices::from_one(3).adjacency(&mut rd, "d", "w").unwrap();
    /// assert_eq!(lists, vec![vec![1], vec![0, 2], vec![1]]);
    /// ```
    pub fn adjacency(
        &self,
        rd: &mut Reader,
        degree_what: &str,
        neighbour_what: &str,
    ) -> Result<Vec<Vec<u32>>> {
        let mut lists = Vec::with_capacity(self.count.min(rd.room()));
        for v in 0..self.count as u64 {
            let label = v + self.first;
            let degree = rd.count(degree_what, 1)?;
            let mut list = Vec::with_capacity(degree);
            for _ in 0..degree {
                let w = self.read(rd, neighbour_what, || {
                    Some(format!("the list of {} {} names", self.noun, label))
                })?;
                if u64::from(w) == v {
                    if let SelfLoops::Refused(rule) = self.self_loops {
                        let mut problem = format!(
                            "the list of {} {} names {} {} itself",
                            self.noun, label, self.noun, label
                        );
                        if let Some(rule) = rule {
                            problem = format!("{}: {}", problem, rule);
                        }
                        return Err(rd.reject(neighbour_what, problem));
                    }
                }
                list.push(w);
            }
            lists.push(list);
        }
        Ok(lists)
    }
}
