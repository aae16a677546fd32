using Xunit;

// Some tests measure the process (allocations per thread, the drift calibration's timings): another test running
// beside them would be measured too, so tests run one at a time.
[assembly: CollectionBehavior(DisableTestParallelization = true)]
