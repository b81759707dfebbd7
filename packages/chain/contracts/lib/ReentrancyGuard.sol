// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title ReentrancyGuard
/// @notice Refuses a call into any `nonReentrant` function while another one is running on this
/// contract (a token calling back during a transfer, for example). Storage-based, as in
/// OpenZeppelin's ReentrancyGuard: 1 = idle, 2 = entered (never 0, so the slot is never cleared).
abstract contract ReentrancyGuard {
    error ReentrancyGuardReentrantCall();

    uint256 private constant NOT_ENTERED = 1;
    uint256 private constant ENTERED = 2;
    uint256 private status = NOT_ENTERED;

    modifier nonReentrant() {
        if (status == ENTERED) revert ReentrancyGuardReentrantCall();
        status = ENTERED;
        _;
        status = NOT_ENTERED;
    }
}
