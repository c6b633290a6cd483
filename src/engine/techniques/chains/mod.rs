//! Chains (SPEC §2): remote pairs, X-chains, XY-chains and grouped X-chains.

pub mod aic;
pub mod grouped_aic;
pub mod grouped_x_chain;
pub mod remote_pair;
pub mod x_chain;
pub mod xy_chain;
