//! Forcing chains and nets (SPEC §2.1): every candidate taken as true and
//! followed — along the position's links (chains, [`along_links`]) or with singles
//! re-run (nets, [`net`]) — and what the branches prove ([`conclusions`]): a
//! candidate whose branch breaks down is eliminated; when all candidates of a
//! cell, or all places of a digit in a group, but one break down, that one is
//! placed; otherwise what the live ones force in common holds.
//!
//! Each step carries its proof (SPEC §2.1, **Forcing proofs**; [`crate::engine::pattern::forcing`]): only
//! the implications its conclusion rests on, traced back from each branch's
//! contradiction or from the common conclusion. Its size, which the *smallest
//! first* choice compares, counts exactly those implications.
//!
//! Before following a forcing chain's branches one by one, [`quick`] works out
//! where every assumption leads at once and skips positions where no branch
//! could conclude anything (most positions where a forcing net is needed).
//!
//! Proofs make these instances large (a 25×25 can have hundreds of megabytes of
//! them), so these techniques can also hand their instances over one at a time
//! ([`STREAMED`]), each proof written out only then.

pub mod along_links;
pub mod branch;
pub mod conclusions;
pub mod forcing_chain;
pub mod forcing_net;
pub mod net;
pub mod quick;

use std::ops::ControlFlow;

use crate::engine::instance::Instance;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::Context;

/// A finder that hands its instances to a callback one at a time, in canonical
/// order, and stops when the callback breaks.
pub type Streamer = fn(&Context<'_>, &mut dyn FnMut(Instance) -> ControlFlow<()>);

/// The techniques whose instances can be handed over one at a time.
pub const STREAMED: [(TechniqueId, Streamer); 2] = [
    (TechniqueId::ForcingChain, forcing_chain::each_forcing_chain),
    (TechniqueId::ForcingNet, forcing_net::each_forcing_net),
];
