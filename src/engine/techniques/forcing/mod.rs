//! Forcing chains and nets (SPEC §2.1): every candidate taken as true and
//! followed — along the position's links (chains, [`along_links`]) or with singles
//! re-run (nets, [`net`]) — and what the branches prove ([`conclusions`]): a
//! candidate whose branch breaks down is eliminated; when all candidates of a
//! cell, or all places of a digit in a group, but one break down, that one is
//! placed; otherwise what the live ones force in common holds.
//!
//! Each step carries its proof (SPEC §2.1, **Forcing proofs**; [`trail`]): only
//! the implications its conclusion rests on, traced back from each branch's
//! contradiction or from the common conclusion. Its size, which the *smallest
//! first* choice compares, counts exactly those implications.

pub mod along_links;
pub mod branch;
pub mod conclusions;
pub mod forcing_chain;
pub mod forcing_net;
pub mod net;
pub mod trail;
