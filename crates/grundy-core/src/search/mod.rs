//! Search over game trees with scores: games the Sprague-Grundy theorem does
//! not cover (scored, partizan, board games), searched exactly by minimax.

pub mod interval;
