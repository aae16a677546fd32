using Xunit;

// ServiceStack.Text keeps its configuration in process-wide statics (JsConfig), and the load tests want the CPUs:
// tests run one at a time.
[assembly: CollectionBehavior(DisableTestParallelization = true)]
