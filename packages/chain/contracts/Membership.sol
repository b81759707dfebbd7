// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @title Membership
/// @notice An on-chain referral registry: each address registers once, naming a sponsor that is
/// already registered (or the root fixed at deploy). The server mirrors `Registered` events.
/// There is no owner: nobody can move a member or rewrite the tree once written.
contract Membership {
    /// @notice Emitted once per member; the root's, with sponsor address(0), at deploy.
    event Registered(address indexed member, address indexed sponsor);

    error AlreadyRegistered(address member);
    error SponsorNotRegistered(address sponsor);
    error SelfSponsor();
    error InvalidRoot();

    /// @notice The top of the tree (registered at deploy, with no sponsor).
    address public immutable root;
    /// @notice How many addresses are registered, the root included.
    uint256 public memberCount;

    mapping(address member => address) private sponsors;
    mapping(address member => uint64) private registeredAt;

    constructor(address root_) {
        if (root_ == address(0)) revert InvalidRoot();
        root = root_;
        _register(root_, address(0));
    }

    /// @notice Registers the caller under `sponsor`, once.
    function register(address sponsor) external {
        if (registeredAt[msg.sender] != 0) revert AlreadyRegistered(msg.sender);
        if (sponsor == msg.sender) revert SelfSponsor();
        if (registeredAt[sponsor] == 0) revert SponsorNotRegistered(sponsor);
        _register(msg.sender, sponsor);
    }

    /// @notice The member's sponsor; address(0) for the root and for an unregistered address.
    function sponsorOf(address member) external view returns (address) {
        return sponsors[member];
    }

    function isRegistered(address member) external view returns (bool) {
        return registeredAt[member] != 0;
    }

    /// @notice When the member registered (unix seconds); 0 if not registered.
    function registrationTime(address member) external view returns (uint64) {
        return registeredAt[member];
    }

    function _register(address member, address sponsor) private {
        sponsors[member] = sponsor;
        registeredAt[member] = uint64(block.timestamp);
        memberCount += 1;
        emit Registered(member, sponsor);
    }
}
