using Xunit;

// ServiceStack.Text keeps its configuration in process-wide statics (JsConfig): tests that configure it
// must not run at the same time as others.
[assembly: CollectionBehavior(DisableTestParallelization = true)]
