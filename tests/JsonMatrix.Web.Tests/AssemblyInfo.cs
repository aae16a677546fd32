using Xunit;

// The load tests want the CPUs: tests run one at a time.
[assembly: CollectionBehavior(DisableTestParallelization = true)]
