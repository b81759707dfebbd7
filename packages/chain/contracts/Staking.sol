// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "./lib/IERC20.sol";
import {Ownable} from "./lib/Ownable.sol";
import {ReentrancyGuard} from "./lib/ReentrancyGuard.sol";
import {SafeERC20Lite} from "./lib/SafeERC20Lite.sol";

/// @title Staking
/// @notice Members stake a BEP-20 token (USDT on BNB chain) as flexible, fixed 180-day or fixed
/// 360-day stakes, earn a daily rate, and claim, compound or unstake. Rewards are paid from a
/// reward pool that the owner funds; staked principal is never used to pay rewards and the owner
/// can never take it.
///
/// Units (docs/decisions/006-chain-contracts.md):
/// - amounts: token base units (18 decimals: 1 token = 1e18);
/// - times: unix seconds (block timestamps);
/// - rates: basis points per day (1 bp = 0.01 %; 50 = 0.5 % a day), locked into a stake when it is made;
/// - reward = amount × rate × elapsed seconds / (1 day × 10 000), rounded down, accrued into
///   `pendingReward` at every action on the stake, and only up to the stake's `endTime`.
contract Staking is Ownable, ReentrancyGuard {
    using SafeERC20Lite for IERC20;

    /// @notice Kinds of stake (`stakingType`).
    uint8 public constant FLEXIBLE = 0;
    uint8 public constant FIXED_180_DAYS = 1;
    uint8 public constant FIXED_360_DAYS = 2;

    /// @notice Refuses rates above 100 % a day: a bigger value is a unit mistake, not a product.
    uint32 public constant MAX_RATE = 10_000;
    uint256 private constant RATE_DENOMINATOR = 1 days * 10_000;

    /// @notice The staking option (the spec's on-chain staking option).
    /// @param minAmount Smallest amount one stake may have, in token base units.
    /// @param maxAmount Largest amount one stake may have, in token base units.
    /// @param minDuration Shortest term of a flexible stake, in units of `durationType`.
    /// @param maxDuration Longest term of a flexible stake, in units of `durationType`.
    /// @param flexiStakingRate Flexible stakes' rate, basis points per day.
    /// @param fixed180DaysRate Fixed 180-day stakes' rate, basis points per day.
    /// @param fixed360DaysRate Fixed 360-day stakes' rate, basis points per day.
    /// @param durationType The duration unit in seconds: 86400 (days) in production; a testnet
    /// demo may use a shorter unit. Fixed terms are always 180 and 360 days of 86400 s.
    struct StakingOption {
        uint256 minAmount;
        uint256 maxAmount;
        uint64 minDuration;
        uint64 maxDuration;
        uint32 flexiStakingRate;
        uint32 fixed180DaysRate;
        uint32 fixed360DaysRate;
        uint32 durationType;
    }

    /// @notice One stake of a member (the spec's on-chain stake, plus its locked `rate`).
    /// @param amount Principal in token base units (grows when rewards are compounded).
    /// @param stakingType FLEXIBLE, FIXED_180_DAYS or FIXED_360_DAYS.
    /// @param startTime When it was made.
    /// @param endTime End of its term: rewards accrue only until then; a fixed stake unstakes
    /// only at or after it, a flexible one at any time.
    /// @param lastClaimTime The time up to which reward has been accrued into `pendingReward`
    /// (moved by every claim, compound and unstake).
    /// @param compounds How many times rewards were compounded into `amount`.
    /// @param pendingReward Reward accrued and not yet paid or compounded, in token base units.
    /// @param isCompounded True once rewards have been compounded at least once.
    /// @param isArchived True once unstaked: it earns nothing more; only a reward the pool could
    /// not pay at unstake time can still be claimed.
    /// @param rate The rate of its type when it was made, basis points per day.
    struct Stake {
        uint256 amount;
        uint8 stakingType;
        uint64 startTime;
        uint64 endTime;
        uint64 lastClaimTime;
        uint32 compounds;
        uint256 pendingReward;
        bool isCompounded;
        bool isArchived;
        uint32 rate;
    }

    event Staked(
        address indexed member,
        uint256 indexed stakeIndex,
        uint256 amount,
        uint8 stakingType,
        uint64 startTime,
        uint64 endTime
    );
    event Claimed(address indexed member, uint256 indexed stakeIndex, uint256 reward);
    event Compounded(address indexed member, uint256 indexed stakeIndex, uint256 reward, uint256 newAmount);
    /// @param reward The reward paid with the principal (0 when the pool was short: it stays claimable).
    event Unstaked(address indexed member, uint256 indexed stakeIndex, uint256 amount, uint256 reward);
    event OptionUpdated(StakingOption option);
    event RewardsFunded(address indexed from, uint256 amount);
    event RewardsWithdrawn(address indexed to, uint256 amount);
    event Paused(address account);
    event Unpaused(address account);

    error EnforcedPause();
    error InvalidOption();
    error InvalidStakingType(uint8 stakingType);
    error StakingTypeClosed(uint8 stakingType);
    error AmountBelowMinimum(uint256 amount, uint256 minAmount);
    error AmountAboveMaximum(uint256 amount, uint256 maxAmount);
    error InvalidDuration(uint256 duration, uint256 minDuration, uint256 maxDuration);
    error InvalidStakeIndex(uint256 stakeIndex);
    error StakeIsArchived(uint256 stakeIndex);
    error StakeLocked(uint256 stakeIndex, uint64 endTime);
    error NothingToClaim(uint256 stakeIndex);
    error InsufficientRewardPool(uint256 available, uint256 needed);
    error ZeroAmount();
    error UnsupportedToken();

    /// @notice The staked token (USDT on BNB chain).
    IERC20 public immutable token;
    /// @notice Principal held for members, in token base units.
    uint256 public totalStaked;
    /// @notice Tokens the owner funded for rewards and not yet paid or compounded.
    uint256 public rewardPool;
    /// @notice While true, new stakes and compounding are refused; claim and unstake still work,
    /// so a pause never traps anyone's money.
    bool public paused;

    StakingOption private option;
    mapping(address member => Stake[]) private stakes;

    constructor(IERC20 token_, StakingOption memory option_) Ownable(msg.sender) {
        token = token_;
        _setOption(option_);
    }

    modifier whenNotPaused() {
        if (paused) revert EnforcedPause();
        _;
    }

    // ---- member actions ----

    /// @notice Stakes `amount` (token base units) after the member approved this contract.
    /// @param stakingType FLEXIBLE, FIXED_180_DAYS or FIXED_360_DAYS.
    /// @param duration A flexible stake's term in units of `durationType`, within
    /// [minDuration, maxDuration]; must be 0 for fixed stakes, whose terms are 180 or 360 days.
    /// @return stakeIndex The new stake's index in `getStakes(msg.sender)`.
    function stake(
        uint256 amount,
        uint8 stakingType,
        uint256 duration
    ) external nonReentrant whenNotPaused returns (uint256 stakeIndex) {
        StakingOption memory o = option;
        uint32 rate;
        uint256 term;
        if (stakingType == FLEXIBLE) {
            rate = o.flexiStakingRate;
            if (duration < o.minDuration || duration > o.maxDuration) {
                revert InvalidDuration(duration, o.minDuration, o.maxDuration);
            }
            term = duration * o.durationType;
        } else if (stakingType == FIXED_180_DAYS || stakingType == FIXED_360_DAYS) {
            rate = stakingType == FIXED_180_DAYS ? o.fixed180DaysRate : o.fixed360DaysRate;
            if (duration != 0) revert InvalidDuration(duration, 0, 0);
            term = stakingType == FIXED_180_DAYS ? 180 days : 360 days;
        } else {
            revert InvalidStakingType(stakingType);
        }
        // A zero rate is how the owner closes one kind of stake.
        if (rate == 0) revert StakingTypeClosed(stakingType);
        if (amount < o.minAmount) revert AmountBelowMinimum(amount, o.minAmount);
        if (amount > o.maxAmount) revert AmountAboveMaximum(amount, o.maxAmount);

        uint64 start = uint64(block.timestamp);
        uint64 end = uint64(block.timestamp + term);
        Stake[] storage list = stakes[msg.sender];
        stakeIndex = list.length;
        list.push(
            Stake({
                amount: amount,
                stakingType: stakingType,
                startTime: start,
                endTime: end,
                lastClaimTime: start,
                compounds: 0,
                pendingReward: 0,
                isCompounded: false,
                isArchived: false,
                rate: rate
            })
        );
        totalStaked += amount;
        emit Staked(msg.sender, stakeIndex, amount, stakingType, start, end);

        _pull(amount);
    }

    /// @notice Pays the stake's accrued reward to the member from the reward pool. Refused
    /// (InsufficientRewardPool) when the pool cannot pay all of it; nothing is paid in part.
    function claim(uint256 stakeIndex) external nonReentrant returns (uint256 reward) {
        Stake storage s = _stakeOf(msg.sender, stakeIndex);
        if (!s.isArchived) _accrue(s);
        reward = s.pendingReward;
        if (reward == 0) revert NothingToClaim(stakeIndex);
        if (reward > rewardPool) revert InsufficientRewardPool(rewardPool, reward);
        s.pendingReward = 0;
        rewardPool -= reward;
        emit Claimed(msg.sender, stakeIndex, reward);

        token.safeTransfer(msg.sender, reward);
    }

    /// @notice Adds the stake's accrued reward to its principal (moved from the reward pool into
    /// staked principal; no token leaves the contract). The term and rate stay as they were, and
    /// maxAmount does not apply: it bounds what a member puts in, not what a stake earns.
    function compound(uint256 stakeIndex) external nonReentrant whenNotPaused returns (uint256 newAmount) {
        Stake storage s = _stakeOf(msg.sender, stakeIndex);
        if (s.isArchived) revert StakeIsArchived(stakeIndex);
        _accrue(s);
        uint256 reward = s.pendingReward;
        if (reward == 0) revert NothingToClaim(stakeIndex);
        if (reward > rewardPool) revert InsufficientRewardPool(rewardPool, reward);
        s.pendingReward = 0;
        s.amount += reward;
        s.compounds += 1;
        s.isCompounded = true;
        rewardPool -= reward;
        totalStaked += reward;
        newAmount = s.amount;
        emit Compounded(msg.sender, stakeIndex, reward, newAmount);
    }

    /// @notice Returns the principal and the accrued reward. A flexible stake unstakes at any
    /// time, a fixed one at or after its `endTime`. The principal is always returned; when the
    /// reward pool cannot pay the reward, the reward stays in `pendingReward` for a later claim.
    function unstake(uint256 stakeIndex) external nonReentrant returns (uint256 amount, uint256 reward) {
        Stake storage s = _stakeOf(msg.sender, stakeIndex);
        if (s.isArchived) revert StakeIsArchived(stakeIndex);
        if (s.stakingType != FLEXIBLE && block.timestamp < s.endTime) revert StakeLocked(stakeIndex, s.endTime);
        _accrue(s);
        amount = s.amount;
        s.isArchived = true;
        totalStaked -= amount;
        if (s.pendingReward <= rewardPool) {
            reward = s.pendingReward;
            s.pendingReward = 0;
            rewardPool -= reward;
        }
        emit Unstaked(msg.sender, stakeIndex, amount, reward);

        token.safeTransfer(msg.sender, amount + reward);
    }

    // ---- owner ----

    /// @notice Adds `amount` tokens (pulled from the owner, who approved them) to the reward pool.
    function fundRewards(uint256 amount) external onlyOwner nonReentrant {
        if (amount == 0) revert ZeroAmount();
        rewardPool += amount;
        emit RewardsFunded(msg.sender, amount);
        _pull(amount);
    }

    /// @notice Takes unused reward tokens back out of the pool. Never touches staked principal.
    function withdrawRewards(address to, uint256 amount) external onlyOwner nonReentrant {
        if (amount == 0) revert ZeroAmount();
        if (amount > rewardPool) revert InsufficientRewardPool(rewardPool, amount);
        rewardPool -= amount;
        emit RewardsWithdrawn(to, amount);
        token.safeTransfer(to, amount);
    }

    /// @notice Replaces the option. Existing stakes keep their rate and term.
    function setOption(StakingOption calldata option_) external onlyOwner {
        _setOption(option_);
    }

    function pause() external onlyOwner {
        paused = true;
        emit Paused(msg.sender);
    }

    function unpause() external onlyOwner {
        paused = false;
        emit Unpaused(msg.sender);
    }

    // ---- views (whole structs: a public struct getter would return a positional tuple) ----

    function getOption() external view returns (StakingOption memory) {
        return option;
    }

    function getStakes(address member) external view returns (Stake[] memory) {
        return stakes[member];
    }

    function getStake(address member, uint256 stakeIndex) external view returns (Stake memory) {
        if (stakeIndex >= stakes[member].length) revert InvalidStakeIndex(stakeIndex);
        return stakes[member][stakeIndex];
    }

    function stakeCount(address member) external view returns (uint256) {
        return stakes[member].length;
    }

    /// @notice The reward a claim would pay now: `pendingReward` plus what accrued since
    /// `lastClaimTime` (as of the block this is read in).
    function pendingRewardOf(address member, uint256 stakeIndex) external view returns (uint256) {
        if (stakeIndex >= stakes[member].length) revert InvalidStakeIndex(stakeIndex);
        Stake memory s = stakes[member][stakeIndex];
        return s.isArchived ? s.pendingReward : s.pendingReward + _accrued(s);
    }

    // ---- internals ----

    function _setOption(StakingOption memory o) private {
        if (
            o.minAmount == 0 ||
            o.minAmount > o.maxAmount ||
            o.minDuration == 0 ||
            o.minDuration > o.maxDuration ||
            o.durationType == 0 ||
            o.flexiStakingRate > MAX_RATE ||
            o.fixed180DaysRate > MAX_RATE ||
            o.fixed360DaysRate > MAX_RATE
        ) revert InvalidOption();
        option = o;
        emit OptionUpdated(o);
    }

    function _stakeOf(address member, uint256 stakeIndex) private view returns (Stake storage) {
        if (stakeIndex >= stakes[member].length) revert InvalidStakeIndex(stakeIndex);
        return stakes[member][stakeIndex];
    }

    function _accrued(Stake memory s) private view returns (uint256) {
        uint256 until = block.timestamp < s.endTime ? block.timestamp : s.endTime;
        if (until <= s.lastClaimTime) return 0;
        return (s.amount * s.rate * (until - s.lastClaimTime)) / RATE_DENOMINATOR;
    }

    function _accrue(Stake storage s) private {
        s.pendingReward += _accrued(s);
        uint64 until = block.timestamp < s.endTime ? uint64(block.timestamp) : s.endTime;
        if (until > s.lastClaimTime) s.lastClaimTime = until;
    }

    /// @dev Pulls `amount` from the caller and checks that exactly that much arrived: a token
    /// that takes a fee on transfer would leave the books short, so it is refused.
    function _pull(uint256 amount) private {
        uint256 before = token.balanceOf(address(this));
        token.safeTransferFrom(msg.sender, address(this), amount);
        if (token.balanceOf(address(this)) - before != amount) revert UnsupportedToken();
    }
}
