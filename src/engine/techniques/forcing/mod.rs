//! Forcing chains and nets (SPEC §2.1): every candidate taken as true and
//! followed — along the position's links (chains) or with singles re-run
//! (nets) — and what the branches prove: a candidate whose branch breaks down
//! is eliminated, and what all candidates of a cell, or all places of a digit in
//! a group, force in common holds.

pub mod branch;
pub mod conclusions;
pub mod forcing_chain;
pub mod forcing_net;
pub mod trail;
