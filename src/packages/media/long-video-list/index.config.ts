export default definePageConfig({
  navigationBarTitleText: '会议全程回放',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
