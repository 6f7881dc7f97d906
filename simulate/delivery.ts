// The delivery simulator (being built): drives a demo vehicle through Hangzhou to two schools
// through the real telemetry operation.
console.log('simulate:delivery — being built');
